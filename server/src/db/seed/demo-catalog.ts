import type { ProductSpecInput } from '#shared/catalog/product.schema.ts';
import type { Form, Metal } from '#shared/catalog/taxonomy.ts';
import { demoSpecs } from './demo-catalog-specs.ts';
import { unitEntries } from './demo-catalog-units.ts';
import { densityOf } from './demo-densities.ts';

/**
 * The demo catalog seeded into an empty embedded store (docs/product/rules.md#data-money-and-stock): nine products per metal
 * with realistic grades, standards, sizes, origins, per-piece prices, MOQs and stock. Pictures
 * are the SVGs in client/public/images/products (server/scripts/generate-product-images.ts).
 */
export interface DemoProduct {
  /** Stable unique key, so seeding is idempotent. */
  sku: string;
  name: string;
  metal: Metal;
  form: Form;
  about: string;
  origin: string;
  /** Price per unit (piece, metre or kilogram: `spec.unit`, pcs when absent), in cents. */
  priceCents: number;
  /** Minimum order quantity, in the unit. */
  minimum: number;
  /** Stock, in the unit. */
  total: number;
  picture: string;
  /** Specification (docs/product/catalog.md); every demo product has one, from demo-catalog-specs.ts. */
  spec?: ProductSpecInput;
}

export interface DemoReview {
  userName: string;
  userImage: string;
  userReview: string;
  userRatings: number;
}

type Entry = Omit<DemoProduct, 'metal' | 'picture' | 'spec'> & { form: Form };

const titanium: readonly Entry[] = [
  {
    sku: 'TI-GR2-TUBE-B338',
    name: 'Titanium Grade 2 Seamless Tube ASTM B338',
    form: 'tube',
    about:
      'Seamless CP titanium tube, 25.4 mm OD × 1.24 mm wall, cut to 1 m lengths; OD tolerance ±0.10 mm, annealed and pickled. For heat exchangers, condensers and seawater lines.',
    origin: 'USA',
    priceCents: 6850,
    minimum: 20,
    total: 2400,
  },
  {
    sku: 'TI-GR5ELI-BAR-F136',
    name: 'Ti-6Al-4V ELI Bar ASTM F136',
    form: 'bar',
    about:
      'Implant-grade Ti-6Al-4V ELI centreless-ground round bar, Ø 20 mm h9 × 1 m. Low interstitials and full heat traceability for spinal, dental and orthopaedic implants.',
    origin: 'United Kingdom',
    priceCents: 18900,
    minimum: 10,
    total: 1200,
  },
  {
    sku: 'TI-GR5-PLATE-B265',
    name: 'Titanium Grade 5 (Ti-6Al-4V) Plate ASTM B265',
    form: 'plate',
    about:
      'Annealed Ti-6Al-4V plate, 300 × 300 × 10 mm, thickness tolerance +0.8/−0 mm, saw-cut edges, EN 10204 3.1 mill cert. For airframe brackets, armour and machined structural parts.',
    origin: 'USA',
    priceCents: 24900,
    minimum: 10,
    total: 600,
  },
  {
    sku: 'TI-GR1-WIRE-B863',
    name: 'Titanium Grade 1 Wire ASTM B863',
    form: 'wire',
    about:
      'Soft-annealed CP titanium wire, Ø 1.0 mm ±0.02 mm, 1 kg spool (about 280 m). For anodizing racks, electroplating jigs and TIG filler.',
    origin: 'Germany',
    priceCents: 8900,
    minimum: 20,
    total: 3000,
  },
  {
    sku: 'TI-GR2-ELBOW-B363',
    name: 'Titanium Grade 2 90° Elbow WPT2 ASTM B363',
    form: 'fitting',
    about:
      'Seamless long-radius 90° butt-weld elbow, 2" NPS Sch 10S (60.3 × 2.77 mm), dimensions to ASME B16.9. For desalination, pulp bleaching and offshore seawater piping.',
    origin: 'South Korea',
    priceCents: 12800,
    minimum: 10,
    total: 1500,
  },
  {
    sku: 'TI-GR9-TUBE-B338',
    name: 'Titanium Grade 9 (Ti-3Al-2.5V) Hydraulic Tube ASTM B338',
    form: 'tube',
    about:
      'Cold-worked, stress-relieved Ti-3Al-2.5V tube, 12.7 mm OD × 0.89 mm wall × 1 m, also to AMS 4945. Eddy-current and ultrasonically tested for aircraft hydraulic lines.',
    origin: 'Japan',
    priceCents: 14500,
    minimum: 25,
    total: 1500,
  },
  {
    sku: 'TI-GR7-PLATE-B265',
    name: 'Titanium Grade 7 (Ti-0.15Pd) Plate ASTM B265',
    form: 'plate',
    about:
      'Palladium-alloyed titanium plate, 500 × 500 × 6 mm, annealed and descaled. For tube sheets, anodes and reactor linings in hot reducing acids and wet chlorine.',
    origin: 'Germany',
    priceCents: 61200,
    minimum: 5,
    total: 180,
  },
  {
    sku: 'TI-GR5-BAR-B348',
    name: 'Titanium Grade 5 Round Bar ASTM B348',
    form: 'bar',
    about:
      'Ti-6Al-4V round bar, Ø 50 mm × 500 mm, annealed, peeled and turned, tolerance +0.5/−0 mm, ultrasonically tested to AMS 2631. For shafts, fasteners and aerospace forgings.',
    origin: 'Kazakhstan',
    priceCents: 19500,
    minimum: 10,
    total: 800,
  },
  {
    sku: 'TI-GR12-SHEET-B265',
    name: 'Titanium Grade 12 Sheet ASTM B265',
    form: 'plate',
    about:
      'Ti-0.3Mo-0.8Ni sheet, 1000 × 500 × 1.5 mm, cold-rolled and annealed. Stronger than Grade 2, with crevice-corrosion resistance for brine heaters and chemical process vessels.',
    origin: 'China',
    priceCents: 15200,
    minimum: 10,
    total: 900,
  },
];

const nickel: readonly Entry[] = [
  {
    sku: 'NI-IN625-BAR-B446',
    name: 'Inconel 625 Round Bar ASTM B446',
    form: 'bar',
    about:
      'Alloy 625 (UNS N06625) round bar, Ø 25.4 mm × 1 m, Grade 1 annealed, turned to h11. For subsea valve stems, exhaust systems and seawater fasteners.',
    origin: 'USA',
    priceCents: 25900,
    minimum: 10,
    total: 900,
  },
  {
    sku: 'NI-200-SHEET-B162',
    name: 'Nickel 200 Sheet ASTM B162',
    form: 'plate',
    about:
      'Commercially pure nickel (UNS N02200) sheet, 500 × 500 × 1.5 mm, annealed, 2B finish. For caustic soda handling, battery tabs and food-processing equipment.',
    origin: 'Germany',
    priceCents: 11900,
    minimum: 10,
    total: 1400,
  },
  {
    sku: 'NI-M400-TUBE-B165',
    name: 'Monel 400 Seamless Tube ASTM B165',
    form: 'tube',
    about:
      'Alloy 400 (UNS N04400) tube, 25.4 mm OD × 2.11 mm wall × 1 m, annealed and hydrostatically tested. For seawater heat exchangers, brine heaters and HF acid lines.',
    origin: 'Japan',
    priceCents: 9800,
    minimum: 20,
    total: 2000,
  },
  {
    sku: 'NI-IN600-WIRE-B166',
    name: 'Inconel 600 Wire ASTM B166',
    form: 'wire',
    about:
      'Alloy 600 (UNS N06600) wire, Ø 0.8 mm, 1 kg spool, bright annealed. For thermocouple hardware, heating-element supports and furnace springs up to 1,100 °C.',
    origin: 'China',
    priceCents: 9500,
    minimum: 20,
    total: 2500,
  },
  {
    sku: 'NI-M400-ELBOW-B366',
    name: 'Monel 400 90° Elbow WPNC ASTM B366',
    form: 'fitting',
    about:
      'Seamless long-radius 90° butt-weld elbow, 2" NPS Sch 40 (60.3 × 3.91 mm), ASME B16.9. For seawater cooling, HF alkylation units and marine piping.',
    origin: 'India',
    priceCents: 18500,
    minimum: 10,
    total: 1200,
  },
  {
    sku: 'NI-C276-PLATE-B575',
    name: 'Hastelloy C-276 Plate ASTM B575',
    form: 'plate',
    about:
      'Alloy C-276 (UNS N10276) plate, 300 × 300 × 6 mm, solution annealed and descaled. For flue-gas desulphurisation, pickling tanks and chloride-bearing reactors.',
    origin: 'Germany',
    priceCents: 33600,
    minimum: 5,
    total: 400,
  },
  {
    sku: 'NI-201-TUBE-B161',
    name: 'Nickel 201 Seamless Tube ASTM B161',
    form: 'tube',
    about:
      'Low-carbon nickel (UNS N02201) tube, 19.05 mm OD × 1.65 mm wall × 1 m, bright annealed. For caustic evaporators and service above 315 °C.',
    origin: 'USA',
    priceCents: 9200,
    minimum: 20,
    total: 1600,
  },
  {
    sku: 'NI-IN718-BAR-B637',
    name: 'Inconel 718 Round Bar ASTM B637',
    form: 'bar',
    about:
      'Alloy 718 (UNS N07718) bar, Ø 30 mm × 500 mm, solution treated and ready for age hardening, AMS 5662 compliant. For turbine discs, bolting and oil-tool components.',
    origin: 'United Kingdom',
    priceCents: 18900,
    minimum: 10,
    total: 700,
  },
  {
    sku: 'NI-C276-TEE-B366',
    name: 'Hastelloy C-276 Equal Tee WPHC276 ASTM B366',
    form: 'fitting',
    about:
      'Butt-weld equal tee, 1" NPS Sch 10S (33.4 × 2.77 mm), ASME B16.9, solution annealed. For acid transfer lines and scrubber piping.',
    origin: 'USA',
    priceCents: 26500,
    minimum: 5,
    total: 450,
  },
];

const tungsten: readonly Entry[] = [
  {
    sku: 'W-PURE-ROD-B760',
    name: 'Pure Tungsten Rod 99.95% ASTM B760',
    form: 'bar',
    about:
      'Swaged and centreless-ground 99.95% tungsten rod, Ø 10 mm h8 × 300 mm, chemistry per ASTM B760. For furnace heating elements, glass-melting electrodes and counterweights.',
    origin: 'China',
    priceCents: 7200,
    minimum: 20,
    total: 2000,
  },
  {
    sku: 'W-PURE-PLATE-B760',
    name: 'Pure Tungsten Plate ASTM B760',
    form: 'plate',
    about:
      'Hot-rolled 99.95% tungsten plate, 100 × 100 × 3 mm, ground surface, flatness ≤ 0.1 mm. For radiation shields, sputtering backing plates and furnace hot zones.',
    origin: 'Austria',
    priceCents: 8800,
    minimum: 10,
    total: 800,
  },
  {
    sku: 'W-PURE-WIRE-F288',
    name: 'Pure Tungsten Wire ASTM F288',
    form: 'wire',
    about:
      'Black (graphite-coated) 99.95% tungsten wire, Ø 0.2 mm, 1,000 m spool. For lamp and heater filaments, electron-emitter coils and EDM.',
    origin: 'Japan',
    priceCents: 18000,
    minimum: 10,
    total: 1500,
  },
  {
    sku: 'W-PURE-TUBE-SINT',
    name: 'Pure Tungsten Tube 99.95%, Pressed and Sintered',
    form: 'tube',
    about:
      'Sintered tungsten tube, 20 mm OD × 2 mm wall × 300 mm, density ≥ 18.2 g/cm³, turned OD. For thermocouple protection sheaths and sapphire-growth hot zones.',
    origin: 'China',
    priceCents: 34000,
    minimum: 5,
    total: 250,
  },
  {
    sku: 'W-HEX-BOLT-M8',
    name: 'Pure Tungsten Hex Bolt & Nut M8 × 30 for Vacuum Furnaces',
    form: 'fitting',
    about:
      'Machined 99.95% tungsten hex bolt with matching nut, M8 × 1.25, 30 mm long, sold per set. Holds heat shields and elements in hot zones above 2,000 °C, where molybdenum creeps.',
    origin: 'Germany',
    priceCents: 2450,
    minimum: 50,
    total: 5000,
  },
  {
    sku: 'W-HA-PLATE-B777-C3',
    name: 'Tungsten Heavy Alloy Plate ASTM B777 Class 3',
    form: 'plate',
    about:
      'W-Ni-Fe heavy alloy (95% W, 18.0 g/cm³) plate, 100 × 100 × 10 mm, machined all over. For radiation shielding, collimators and balance weights.',
    origin: 'USA',
    priceCents: 16500,
    minimum: 10,
    total: 600,
  },
  {
    sku: 'W-HA-BAR-B777-C1',
    name: 'Tungsten Heavy Alloy Bar ASTM B777 Class 1',
    form: 'bar',
    about:
      '90% W (17.0 g/cm³) W-Ni-Fe round bar, Ø 25 mm × 200 mm, sintered and turned. For anti-vibration boring bars, aircraft counterweights and crankshaft balancing.',
    origin: 'United Kingdom',
    priceCents: 14200,
    minimum: 10,
    total: 700,
  },
  {
    sku: 'W-RE-TC-WIRE-E696',
    name: 'Tungsten-Rhenium Thermocouple Wire Type C (W-5Re/W-26Re) ASTM E696',
    form: 'wire',
    about:
      'Matched pair of W-5%Re / W-26%Re wires, Ø 0.25 mm × 10 m each, calibrated to ASTM E988 tolerances. For vacuum-furnace and inert-gas temperature measurement up to 2,320 °C.',
    origin: 'USA',
    priceCents: 32500,
    minimum: 5,
    total: 300,
  },
  {
    sku: 'W-WL20-ELECTRODE-A512',
    name: 'Lanthanated Tungsten Electrode WL20 AWS A5.12, Pack of 10',
    form: 'bar',
    about:
      '2% lanthanated tungsten TIG electrodes, Ø 2.4 mm × 175 mm, ground finish, blue tip; price per pack of 10. For AC/DC welding of steel, aluminium and titanium.',
    origin: 'China',
    priceCents: 3900,
    minimum: 50,
    total: 12000,
  },
];

const molybdenum: readonly Entry[] = [
  {
    sku: 'MO-TZM-PLATE-B386',
    name: 'TZM Molybdenum Plate ASTM B386',
    form: 'plate',
    about:
      'Mo-0.5Ti-0.08Zr (Type 364) plate, 200 × 200 × 6 mm, stress relieved, ground surface. For forging dies, hot-zone fixtures and X-ray anode substrates up to 1,400 °C.',
    origin: 'Austria',
    priceCents: 27500,
    minimum: 5,
    total: 400,
  },
  {
    sku: 'MO-PURE-ROD-B387',
    name: 'Pure Molybdenum Rod ASTM B387 Type 361',
    form: 'bar',
    about:
      '99.95% molybdenum rod, Ø 20 mm × 500 mm, swaged and centreless-ground, tolerance ±0.05 mm. For glass-melting electrodes, heating elements and furnace structural parts.',
    origin: 'USA',
    priceCents: 11200,
    minimum: 10,
    total: 1000,
  },
  {
    sku: 'MO-EDM-WIRE-F289',
    name: 'Molybdenum EDM Wire ASTM F289',
    form: 'wire',
    about:
      'High-tensile molybdenum wire, Ø 0.18 mm ±0.002 mm, 2,000 m spool, for reciprocating (fast-wire) EDM machines. Low breakage for long unattended cuts.',
    origin: 'China',
    priceCents: 9500,
    minimum: 20,
    total: 4000,
  },
  {
    sku: 'MO-PURE-TUBE-SEAM',
    name: 'Molybdenum Seamless Tube 99.95%',
    form: 'tube',
    about:
      'Seamless molybdenum tube, 20 mm OD × 1 mm wall × 500 mm, stress relieved, OD ±0.1 mm. For thermocouple sheaths, high-temperature furnace tubes and vacuum feedthroughs.',
    origin: 'Japan',
    priceCents: 38000,
    minimum: 5,
    total: 200,
  },
  {
    sku: 'MO-FASTENER-M10',
    name: 'Molybdenum Hot-Zone Fastener Set M10 × 40 (Bolt, Nut, Washer)',
    form: 'fitting',
    about:
      '99.95% Mo hex bolt, nut and washer, M10 × 1.5, 40 mm long, machined from forged rod, sold per set. Standard hardware for heat shields and element hangers in vacuum and hydrogen furnaces.',
    origin: 'Germany',
    priceCents: 1850,
    minimum: 50,
    total: 6000,
  },
  {
    sku: 'MO-PURE-SHEET-B386',
    name: 'Molybdenum Sheet ASTM B386 Type 361',
    form: 'plate',
    about:
      'Cold-rolled 99.95% molybdenum sheet, 600 × 300 × 0.5 mm, alkaline-cleaned bright finish. For heat shields, sintering boats and semiconductor base plates.',
    origin: 'China',
    priceCents: 8300,
    minimum: 10,
    total: 1500,
  },
  {
    sku: 'MO-TZM-BAR-B387',
    name: 'TZM Molybdenum Round Bar ASTM B387 Type 364',
    form: 'bar',
    about:
      'Hot-forged and turned TZM bar, Ø 40 mm × 300 mm, stress relieved and ultrasonically tested. For die-casting cores, isothermal forging tools and rocket-nozzle inserts.',
    origin: 'Germany',
    priceCents: 46000,
    minimum: 5,
    total: 250,
  },
  {
    sku: 'MO-SPRAY-WIRE-C225',
    name: 'Molybdenum Thermal Spray Wire AWS C2.25, Ø 3.17 mm',
    form: 'wire',
    about:
      '99.9% Mo arc and flame-spray wire, Ø 3.17 mm (1/8"), 5 kg spool. Bond coat and wear-resistant coating for piston rings, synchronizer rings and shafts.',
    origin: 'USA',
    priceCents: 39000,
    minimum: 5,
    total: 300,
  },
  {
    sku: 'MO-LA-SHEET',
    name: 'Mo-La Lanthanated Molybdenum Sheet (0.3% La2O3)',
    form: 'plate',
    about:
      'Doped Mo-La sheet, 400 × 200 × 1.0 mm, recrystallising above 1,500 °C so it stays ductile after firing. For sintering trays, furnace boats and lamp components.',
    origin: 'China',
    priceCents: 11500,
    minimum: 10,
    total: 900,
  },
];

const tantalum: readonly Entry[] = [
  {
    sku: 'TA-R05200-TUBE-B521',
    name: 'Tantalum R05200 Seamless Tube ASTM B521',
    form: 'tube',
    about:
      'Unalloyed tantalum tube, 12.7 mm OD × 0.5 mm wall × 1 m, annealed, eddy-current tested. For bayonet heaters, condensers and heat exchangers in hot hydrochloric and sulphuric acid.',
    origin: 'USA',
    priceCents: 52000,
    minimum: 5,
    total: 300,
  },
  {
    sku: 'TA-R05200-SHEET-B708',
    name: 'Tantalum R05200 Sheet ASTM B708',
    form: 'plate',
    about:
      'Annealed tantalum sheet, 300 × 300 × 0.5 mm, surface Ra ≤ 0.8 µm. For reactor linings, loose liners, sputtering and medical implant blanks.',
    origin: 'Kazakhstan',
    priceCents: 67500,
    minimum: 5,
    total: 250,
  },
  {
    sku: 'TA-R05400-ROD-B365',
    name: 'Tantalum R05400 Rod ASTM B365',
    form: 'bar',
    about:
      'Powder-metallurgy tantalum rod, Ø 10 mm × 500 mm, annealed and centreless-ground. For vacuum-furnace hardware, spargers and machined medical parts.',
    origin: 'USA',
    priceCents: 65500,
    minimum: 5,
    total: 300,
  },
  {
    sku: 'TA-WIRE-F560',
    name: 'Unalloyed Tantalum Wire ASTM F560',
    form: 'wire',
    about:
      'Implant-grade tantalum wire, Ø 0.5 mm, 50 m spool, annealed. For radiopaque surgical markers, stent marker bands and vacuum-tube getters.',
    origin: 'United Kingdom',
    priceCents: 26000,
    minimum: 5,
    total: 400,
  },
  {
    sku: 'TA-R05200-ELBOW',
    name: 'Tantalum R05200 90° Butt-Weld Elbow ½" Sch 10S',
    form: 'fitting',
    about:
      'Seamless tantalum long-radius 90° elbow, ½" NPS Sch 10S, formed from ASTM B521 tube and annealed. For hot concentrated acid piping where glass-lined steel fails.',
    origin: 'USA',
    priceCents: 145000,
    minimum: 5,
    total: 120,
  },
  {
    sku: 'TA-10W-TUBE-B521',
    name: 'Tantalum-10% Tungsten Tube R05255 ASTM B521',
    form: 'tube',
    about:
      'Ta-10W seamless tube, 25.4 mm OD × 1.0 mm wall × 500 mm. Higher strength at temperature than pure tantalum, for chemical-process heat exchangers and aerospace hot sections.',
    origin: 'Germany',
    priceCents: 98000,
    minimum: 5,
    total: 150,
  },
  {
    sku: 'TA-R05200-PLATE-B708',
    name: 'Tantalum R05200 Plate ASTM B708',
    form: 'plate',
    about:
      'Tantalum plate, 100 × 100 × 6 mm, vacuum annealed with milled faces. For sputtering targets, clad tube sheets and crucible blanks.',
    origin: 'China',
    priceCents: 89000,
    minimum: 5,
    total: 200,
  },
  {
    sku: 'TA-2P5W-BAR-B365',
    name: 'Tantalum-2.5% Tungsten Bar R05252 ASTM B365',
    form: 'bar',
    about:
      'Ta-2.5W round bar, Ø 20 mm × 200 mm, annealed. Stiffer than pure tantalum with the same corrosion resistance, for valve stems, spargers and thermowells in acid service.',
    origin: 'Japan',
    priceCents: 108000,
    minimum: 5,
    total: 150,
  },
  {
    sku: 'TA-R05200-THERMOWELL',
    name: 'Tantalum R05200 Thermowell ½" NPT',
    form: 'fitting',
    about:
      'Tantalum thermowell, ½" NPT process thread, 9 mm bore × 250 mm insertion, welded closed tip. Protects temperature sensors in HCl, HBr and hot sulphuric acid.',
    origin: 'Germany',
    priceCents: 79000,
    minimum: 5,
    total: 150,
  },
];

const niobium: readonly Entry[] = [
  {
    sku: 'NB-R04200-WIRE-B392',
    name: 'Niobium R04200 Wire ASTM B392',
    form: 'wire',
    about:
      'Reactor-grade niobium wire, Ø 1.0 mm, 100 m spool, annealed. For anodized jewellery, sodium-vapour lamp parts and superconducting-cable cores.',
    origin: 'Brazil',
    priceCents: 23500,
    minimum: 10,
    total: 800,
  },
  {
    sku: 'NB-R04200-TUBE-B394',
    name: 'Niobium R04200 Seamless Tube ASTM B394',
    form: 'tube',
    about:
      'Seamless niobium tube, 12.7 mm OD × 0.5 mm wall × 1 m, annealed. For high-pressure sodium lamp feedthroughs, heat exchangers and superconducting RF couplers.',
    origin: 'USA',
    priceCents: 18500,
    minimum: 10,
    total: 500,
  },
  {
    sku: 'NB-R04210-ROD-B392',
    name: 'Niobium R04210 Rod ASTM B392',
    form: 'bar',
    about:
      'Commercial-grade niobium round bar, Ø 25 mm × 300 mm, annealed and turned. For sputtering targets, superalloy melting stock and anodized jewellery.',
    origin: 'Kazakhstan',
    priceCents: 37800,
    minimum: 5,
    total: 300,
  },
  {
    sku: 'NB-R04200-SHEET-B393',
    name: 'Niobium R04200 Sheet ASTM B393',
    form: 'plate',
    about:
      'Annealed niobium sheet, 300 × 300 × 1.0 mm, cold-rolled finish. For chemical-process linings, anodizing, sputtering and superalloy additions.',
    origin: 'Brazil',
    priceCents: 23100,
    minimum: 5,
    total: 500,
  },
  {
    sku: 'NB-R04200-TEE',
    name: 'Niobium R04200 Butt-Weld Equal Tee ½" Sch 10S',
    form: 'fitting',
    about:
      'Seamless niobium equal tee, ½" NPS Sch 10S, formed from ASTM B394 tube and annealed. For niobium process piping in hot hydrochloric and nitric acid.',
    origin: 'Germany',
    priceCents: 68000,
    minimum: 5,
    total: 120,
  },
  {
    sku: 'NB-C103-BAR-B655',
    name: 'C-103 Niobium Alloy Bar ASTM B655',
    form: 'bar',
    about:
      'Nb-10Hf-1Ti (C-103) round bar, Ø 20 mm × 300 mm, recrystallised. For rocket thruster nozzles, combustion chambers and jet-engine afterburner parts.',
    origin: 'USA',
    priceCents: 78000,
    minimum: 5,
    total: 150,
  },
  {
    sku: 'NB-1ZR-TUBE-B394',
    name: 'Niobium-1% Zirconium Tube R04261 ASTM B394',
    form: 'tube',
    about:
      'Nb-1Zr seamless tube, 19.05 mm OD × 0.89 mm wall × 500 mm. For liquid-metal loops, sodium-lamp components and space nuclear power hardware.',
    origin: 'China',
    priceCents: 29000,
    minimum: 5,
    total: 300,
  },
  {
    sku: 'NB-RRR300-PLATE',
    name: 'Niobium RRR300 Plate for SRF Cavities',
    form: 'plate',
    about:
      'High-purity niobium plate, RRR ≥ 300, 265 × 265 × 2.8 mm, eddy-current scanned, fine uniform grain. For superconducting radio-frequency cavities in particle accelerators.',
    origin: 'Germany',
    priceCents: 102000,
    minimum: 5,
    total: 150,
  },
  {
    sku: 'NB-47TI-ROD-B884',
    name: 'Niobium-Titanium Nb-47Ti Rod ASTM B884',
    form: 'bar',
    about:
      'Nb-47wt%Ti superconductor-grade rod, Ø 12 mm × 1 m, homogeneity tested. Drawing stock for MRI and accelerator magnet wire, and for aerospace rivets.',
    origin: 'Japan',
    priceCents: 27500,
    minimum: 5,
    total: 400,
  },
];

const nitinol: readonly Entry[] = [
  {
    sku: 'NT-SE-WIRE-F2063',
    name: 'Nitinol Superelastic Wire ASTM F2063',
    form: 'wire',
    about:
      'Ni-Ti superelastic wire, Ø 0.5 mm, Af 0–18 °C, light-oxide surface, 25 m coil. For guidewires, orthodontic arches, stent and eyewear components.',
    origin: 'USA',
    priceCents: 24000,
    minimum: 10,
    total: 900,
  },
  {
    sku: 'NT-SE-TUBE-F2633',
    name: 'Nitinol Superelastic Tube ASTM F2633',
    form: 'tube',
    about:
      'Seamless Ni-Ti tube, 3.0 mm OD × 0.25 mm wall × 1 m, Af 10–25 °C, honed ID. For laser-cut stents, heart-valve frames and retrieval baskets.',
    origin: 'USA',
    priceCents: 41000,
    minimum: 5,
    total: 400,
  },
  {
    sku: 'NT-SHEET-F2063',
    name: 'Nitinol Sheet ASTM F2063',
    form: 'plate',
    about:
      'Superelastic Ni-Ti sheet, 150 × 100 × 0.5 mm, pickled, flat within 0.2 mm. For laser-cut flat stents, eyewear hinges and medical clips.',
    origin: 'South Korea',
    priceCents: 29000,
    minimum: 5,
    total: 300,
  },
  {
    sku: 'NT-BAR-F2063',
    name: 'Nitinol Round Bar ASTM F2063',
    form: 'bar',
    about:
      'Hot-rolled and ground Ni-Ti bar, Ø 10 mm × 300 mm, 55.8 wt% Ni, Af set on request. Stock for machined bone staples, couplings and actuator springs.',
    origin: 'China',
    priceCents: 26500,
    minimum: 5,
    total: 350,
  },
  {
    sku: 'NT-SMA-COUPLING-12',
    name: 'Nitinol Shape-Memory Hydraulic Tube Coupling ½"',
    form: 'fitting',
    about:
      'Heat-to-shrink Ni-Ti coupling for 12.7 mm (½") tube: expanded at the factory, it recovers onto the tube when warmed above Af for a leak-tight joint without welding. For aircraft and naval hydraulics.',
    origin: 'United Kingdom',
    priceCents: 14500,
    minimum: 10,
    total: 800,
  },
  {
    sku: 'NT-SM-WIRE-AF70',
    name: 'Nitinol Shape-Memory Actuator Wire, Af 70 °C',
    form: 'wire',
    about:
      'Straight-annealed shape-memory wire, Ø 0.25 mm, Af 70 °C, 50 m spool; about 4% recoverable strain when heated by current. For valves, locks and robotic actuators.',
    origin: 'Japan',
    priceCents: 19500,
    minimum: 10,
    total: 1200,
  },
  {
    sku: 'NT-HYPOTUBE-F2633',
    name: 'Nitinol Hypotube 0.5 mm OD ASTM F2633',
    form: 'tube',
    about:
      'Micro nitinol hypotube, 0.50 mm OD × 0.08 mm wall × 1.5 m, kink resistant, OD ±0.013 mm. For steerable catheters, biopsy needles and neurovascular delivery systems.',
    origin: 'Germany',
    priceCents: 32000,
    minimum: 10,
    total: 600,
  },
  {
    sku: 'NT-PLATE-F2063',
    name: 'Nitinol Plate 3 mm ASTM F2063',
    form: 'plate',
    about:
      'Hot-rolled Ni-Ti plate, 100 × 100 × 3 mm, annealed and surface ground. For shape-memory washers, damping elements and test specimens.',
    origin: 'USA',
    priceCents: 35000,
    minimum: 5,
    total: 250,
  },
  {
    sku: 'NT-NITINB-CONNECTOR-6',
    name: 'Ni-Ti-Nb Wide-Hysteresis Shape-Memory Connector, 6 mm',
    form: 'fitting',
    about:
      'Ni-Ti-Nb ring connector, 6 mm ID, shipped expanded and locking when heated to about 150 °C; the wide hysteresis keeps it tight down to −40 °C. For cable shields and electrical terminations.',
    origin: 'Japan',
    priceCents: 4800,
    minimum: 50,
    total: 4000,
  },
];

const byMetal: readonly (readonly [Metal, readonly Entry[]])[] = [
  ['titanium', titanium],
  ['nickel', nickel],
  ['tungsten', tungsten],
  ['molybdenum', molybdenum],
  ['tantalum', tantalum],
  ['niobium', niobium],
  ['nitinol', nitinol],
];

/** Shown first ("Our Products" on the home page): four metals, four forms. */
const flagshipSkus: readonly string[] = [
  'TI-GR2-TUBE-B338',
  'NI-IN625-BAR-B446',
  'MO-TZM-PLATE-B386',
  'NT-SE-WIRE-F2063',
];

function toProduct(metal: Metal, entry: Entry, given?: DemoProduct['spec']): DemoProduct {
  const spec = given ?? demoSpecs[entry.sku];
  if (!spec) throw new Error(`demo catalog: no specification for ${entry.sku}`);
  // Every demo product has its alloy's density (PRODUCT.md §15), so the store can weigh it.
  const density = densityOf(metal, spec.grade);
  return {
    ...entry,
    metal,
    picture: `/images/products/${metal}-${entry.form}.svg`,
    spec: { sku: entry.sku, density, ...spec },
  };
}

/** Round-robin over the metals, so no metal runs in a block. */
function roundRobin(queues: readonly (readonly DemoProduct[])[]): DemoProduct[] {
  const out: DemoProduct[] = [];
  for (let round = 0; queues.some((queue) => round < queue.length); round++) {
    for (const queue of queues) {
      const product = queue[round];
      if (product) out.push(product);
    }
  }
  return out;
}

/**
 * Flagships first, then the rest round-robin over the metals; the products sold by the metre and
 * the kilogram (demo-catalog-units.ts) come last, so the first 63 (the home page, the original
 * screens) are the pieces they always were.
 */
function arrange(): DemoProduct[] {
  const all = byMetal.map(([metal, entries]) => entries.map((entry) => toProduct(metal, entry)));
  const flagships = flagshipSkus.map((sku) => {
    const found = all.flat().find((product) => product.sku === sku);
    if (!found) throw new Error(`demo catalog: unknown flagship ${sku}`);
    return found;
  });
  const rest = roundRobin(all.map((products) => products.filter((product) => !flagshipSkus.includes(product.sku))));
  const byUnit = roundRobin(
    byMetal.map(([metal]) => unitEntries[metal].map(({ spec, ...entry }) => toProduct(metal, entry, spec))),
  );
  return [...flagships, ...rest, ...byUnit];
}

export const demoProducts: readonly DemoProduct[] = arrange();

export const demoReviews: readonly DemoReview[] = [
  {
    userName: 'Hannah Keller, Procurement — Aerotek GmbH',
    userImage: '/images/avatars/reviewer-1.svg',
    userReview:
      'Ordered 40 lengths of Ti-6Al-4V ELI bar for an implant line. The EN 10204 3.1 mill certs came with the quote, every bar measured within h9, and delivery to Stuttgart took 9 working days.',
    userRatings: 5,
  },
  {
    userName: 'Marcus Webb, Process Engineer — Brightwater Chemicals',
    userImage: '/images/avatars/reviewer-2.svg',
    userReview:
      'Our tantalum bayonet heaters were rebuilt with their B521 tube. Each length was eddy-current tested and etched with its heat number, which made our PMI audit painless.',
    userRatings: 5,
  },
  {
    userName: 'Priya Raman, Sourcing Lead — Medora Devices',
    userImage: '/images/avatars/reviewer-3.svg',
    userReview:
      'Superelastic nitinol wire is consistent spool to spool, Af within 2 °C of the cert. Lead time slipped from 3 to 4 weeks once, but they told us up front.',
    userRatings: 4,
  },
  {
    userName: 'Kenji Watanabe, Maintenance Manager — Hokuriku Thermal Works',
    userImage: '/images/avatars/reviewer-4.svg',
    userReview:
      'TZM plate and molybdenum fastener sets for a vacuum furnace rebuild: flat, clean and exactly to drawing. The MOQs are realistic for a maintenance shop.',
    userRatings: 5,
  },
  {
    userName: 'Luis Ortega, Buyer — Andes Mining Services',
    userImage: '/images/avatars/reviewer-5.svg',
    userReview:
      'Monel 400 elbows were correct to ASME B16.9 and the paperwork was complete, but one bevel arrived dented. The replacement shipped within a week; the crating could be sturdier.',
    userRatings: 3,
  },
  {
    userName: "Sarah O'Neill, Supply Chain — Keystone Offshore",
    userImage: '/images/avatars/reviewer-6.svg',
    userReview:
      'Inconel 625 bar and C-276 tees at a fair price with full heat traceability. Mill certs were emailed before the goods left, so receiving inspection took minutes.',
    userRatings: 4,
  },
];
