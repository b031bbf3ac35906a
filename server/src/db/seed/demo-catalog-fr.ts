import type { DemoContent } from './demo-translations.ts';

/**
 * The demo catalog in French (PRODUCT.md §18), by SKU: names and descriptions as a French metals
 * distributor writes them (virgule décimale, « DE » for the outside diameter, standards and alloy
 * designations as they are, the typographic apostrophe ’).
 */
export const demoCatalogFr: Readonly<Record<string, DemoContent>> = {
  'TI-GR2-TUBE-B338': {
    name: 'Tube sans soudure en titane grade 2 ASTM B338',
    about:
      'Tube sans soudure en titane non allié, 25,4 mm DE × 1,24 mm d’épaisseur de paroi, coupé en longueurs de 1 m ; tolérance sur le DE ±0,10 mm, recuit et décapé. Pour échangeurs de chaleur, condenseurs et lignes d’eau de mer.',
  },
  'NI-IN625-BAR-B446': {
    name: 'Barre ronde Inconel 625 ASTM B446',
    about:
      'Barre ronde en alliage 625 (UNS N06625), Ø 25,4 mm × 1 m, grade 1 recuit, tournée en h11. Pour tiges de vannes sous-marines, systèmes d’échappement et visserie pour eau de mer.',
  },
  'MO-TZM-PLATE-B386': {
    name: 'Tôle en molybdène TZM ASTM B386',
    about:
      'Tôle Mo-0,5Ti-0,08Zr (type 364), 200 × 200 × 6 mm, détensionnée, surface rectifiée. Pour matrices de forge, montages de zone chaude et substrats d’anodes de tubes à rayons X jusqu’à 1 400 °C.',
  },
  'NT-SE-WIRE-F2063': {
    name: 'Fil en nitinol superélastique ASTM F2063',
    about:
      'Fil Ni-Ti superélastique, Ø 0,5 mm, Af 0–18 °C, surface à oxyde léger, couronne de 25 m. Pour fils-guides, arcs orthodontiques, composants de stents et de lunettes.',
  },
  'TI-GR5ELI-BAR-F136': {
    name: 'Barre Ti-6Al-4V ELI ASTM F136',
    about:
      'Barre ronde Ti-6Al-4V ELI de qualité implant, rectifiée sans centre, Ø 20 mm h9 × 1 m. Faibles teneurs en interstitiels et traçabilité complète de la coulée pour implants rachidiens, dentaires et orthopédiques.',
  },
  'NI-200-SHEET-B162': {
    name: 'Tôle en nickel 200 ASTM B162',
    about:
      'Tôle en nickel commercialement pur (UNS N02200), 500 × 500 × 1,5 mm, recuite, finition 2B. Pour la manutention de la soude caustique, les languettes de batteries et les équipements agroalimentaires.',
  },
  'W-PURE-ROD-B760': {
    name: 'Barre en tungstène pur 99,95 % ASTM B760',
    about:
      'Barre en tungstène 99,95 % martelée et rectifiée sans centre, Ø 10 mm h8 × 300 mm, composition chimique selon ASTM B760. Pour résistances de fours, électrodes de fusion du verre et contrepoids.',
  },
  'MO-PURE-ROD-B387': {
    name: 'Barre en molybdène pur ASTM B387 type 361',
    about:
      'Barre en molybdène 99,95 %, Ø 20 mm × 500 mm, martelée et rectifiée sans centre, tolérance ±0,05 mm. Pour électrodes de fusion du verre, éléments chauffants et pièces de structure de fours.',
  },
  'TA-R05200-TUBE-B521': {
    name: 'Tube sans soudure en tantale R05200 ASTM B521',
    about:
      'Tube en tantale non allié, 12,7 mm DE × 0,5 mm d’épaisseur de paroi × 1 m, recuit, contrôlé par courants de Foucault. Pour réchauffeurs à baïonnette, condenseurs et échangeurs de chaleur en acide chlorhydrique et sulfurique chauds.',
  },
  'NB-R04200-WIRE-B392': {
    name: 'Fil en niobium R04200 ASTM B392',
    about:
      'Fil en niobium de qualité réacteur, Ø 1,0 mm, bobine de 100 m, recuit. Pour bijoux anodisés, pièces de lampes à vapeur de sodium et âmes de câbles supraconducteurs.',
  },
  'NT-SE-TUBE-F2633': {
    name: 'Tube en nitinol superélastique ASTM F2633',
    about:
      'Tube Ni-Ti sans soudure, 3,0 mm DE × 0,25 mm d’épaisseur de paroi × 1 m, Af 10–25 °C, diamètre intérieur rodé. Pour stents découpés au laser, armatures de valves cardiaques et paniers d’extraction.',
  },
  'TI-GR5-PLATE-B265': {
    name: 'Tôle en titane grade 5 (Ti-6Al-4V) ASTM B265',
    about:
      'Tôle Ti-6Al-4V recuite, 300 × 300 × 10 mm, tolérance d’épaisseur +0,8/−0 mm, rives sciées, certificat de réception EN 10204 3.1. Pour ferrures de cellules d’avions, blindages et pièces de structure usinées.',
  },
  'NI-M400-TUBE-B165': {
    name: 'Tube sans soudure Monel 400 ASTM B165',
    about:
      'Tube en alliage 400 (UNS N04400), 25,4 mm DE × 2,11 mm d’épaisseur de paroi × 1 m, recuit et éprouvé hydrostatiquement. Pour échangeurs à eau de mer, réchauffeurs de saumure et lignes d’acide fluorhydrique.',
  },
  'W-PURE-PLATE-B760': {
    name: 'Tôle en tungstène pur ASTM B760',
    about:
      'Tôle en tungstène 99,95 % laminée à chaud, 100 × 100 × 3 mm, surface rectifiée, planéité ≤ 0,1 mm. Pour écrans de radioprotection, plaques support de cibles de pulvérisation et zones chaudes de fours.',
  },
  'MO-EDM-WIRE-F289': {
    name: 'Fil d’électroérosion en molybdène ASTM F289',
    about:
      'Fil de molybdène à haute résistance, Ø 0,18 mm ±0,002 mm, bobine de 2 000 m, pour machines d’électroérosion à fil rapide (fil en va-et-vient). Peu de ruptures pour de longues découpes sans surveillance.',
  },
  'TA-R05200-SHEET-B708': {
    name: 'Tôle en tantale R05200 ASTM B708',
    about:
      'Tôle en tantale recuite, 300 × 300 × 0,5 mm, rugosité Ra ≤ 0,8 µm. Pour revêtements de réacteurs, chemisages libres, pulvérisation cathodique et ébauches d’implants médicaux.',
  },
  'NB-R04200-TUBE-B394': {
    name: 'Tube sans soudure en niobium R04200 ASTM B394',
    about:
      'Tube en niobium sans soudure, 12,7 mm DE × 0,5 mm d’épaisseur de paroi × 1 m, recuit. Pour traversées de lampes au sodium haute pression, échangeurs de chaleur et coupleurs RF supraconducteurs.',
  },
  'NT-SHEET-F2063': {
    name: 'Tôle en nitinol ASTM F2063',
    about:
      'Tôle Ni-Ti superélastique, 150 × 100 × 0,5 mm, décapée, planéité à 0,2 mm près. Pour stents plats découpés au laser, charnières de lunettes et clips médicaux.',
  },
  'TI-GR1-WIRE-B863': {
    name: 'Fil en titane grade 1 ASTM B863',
    about:
      'Fil en titane non allié recuit doux, Ø 1,0 mm ±0,02 mm, bobine de 1 kg (environ 280 m). Pour montages d’anodisation, cadres de galvanoplastie et métal d’apport TIG.',
  },
  'NI-IN600-WIRE-B166': {
    name: 'Fil Inconel 600 ASTM B166',
    about:
      'Fil en alliage 600 (UNS N06600), Ø 0,8 mm, bobine de 1 kg, recuit brillant. Pour accessoires de thermocouples, supports de résistances et ressorts de fours jusqu’à 1 100 °C.',
  },
  'W-PURE-WIRE-F288': {
    name: 'Fil en tungstène pur ASTM F288',
    about:
      'Fil en tungstène 99,95 % noir (graphité), Ø 0,2 mm, bobine de 1 000 m. Pour filaments de lampes et de chauffage, spirales d’émetteurs d’électrons et électroérosion.',
  },
  'MO-PURE-TUBE-SEAM': {
    name: 'Tube sans soudure en molybdène 99,95 %',
    about:
      'Tube en molybdène sans soudure, 20 mm DE × 1 mm d’épaisseur de paroi × 500 mm, détensionné, DE ±0,1 mm. Pour gaines de thermocouples, tubes de fours haute température et traversées sous vide.',
  },
  'TA-R05400-ROD-B365': {
    name: 'Barre en tantale R05400 ASTM B365',
    about:
      'Barre en tantale issue de la métallurgie des poudres, Ø 10 mm × 500 mm, recuite et rectifiée sans centre. Pour pièces de fours sous vide, diffuseurs de gaz et pièces médicales usinées.',
  },
  'NB-R04210-ROD-B392': {
    name: 'Barre en niobium R04210 ASTM B392',
    about:
      'Barre ronde en niobium de qualité commerciale, Ø 25 mm × 300 mm, recuite et tournée. Pour cibles de pulvérisation, matière d’élaboration des superalliages et bijoux anodisés.',
  },
  'NT-BAR-F2063': {
    name: 'Barre ronde en nitinol ASTM F2063',
    about:
      'Barre Ni-Ti laminée à chaud et rectifiée, Ø 10 mm × 300 mm, 55,8 % en masse de Ni, Af réglé sur demande. Matière pour agrafes osseuses usinées, raccords et ressorts d’actionneurs.',
  },
  'TI-GR2-ELBOW-B363': {
    name: 'Coude 90° en titane grade 2 WPT2 ASTM B363',
    about:
      'Coude 90° à grand rayon sans soudure, à souder bout à bout, 2" NPS Sch 10S (60,3 × 2,77 mm), dimensions selon ASME B16.9. Pour le dessalement, le blanchiment de la pâte à papier et les réseaux d’eau de mer offshore.',
  },
  'NI-M400-ELBOW-B366': {
    name: 'Coude 90° Monel 400 WPNC ASTM B366',
    about:
      'Coude 90° à grand rayon sans soudure, à souder bout à bout, 2" NPS Sch 40 (60,3 × 3,91 mm), ASME B16.9. Pour le refroidissement à l’eau de mer, les unités d’alkylation HF et la tuyauterie marine.',
  },
  'W-PURE-TUBE-SINT': {
    name: 'Tube en tungstène pur 99,95 %, pressé et fritté',
    about:
      'Tube en tungstène fritté, 20 mm DE × 2 mm d’épaisseur de paroi × 300 mm, densité ≥ 18,2 g/cm³, DE tourné. Pour gaines de protection de thermocouples et zones chaudes de croissance du saphir.',
  },
  'MO-FASTENER-M10': {
    name: 'Kit de fixation en molybdène pour zone chaude M10 × 40 (vis, écrou, rondelle)',
    about:
      'Vis à tête hexagonale, écrou et rondelle en Mo 99,95 %, M10 × 1,5, longueur 40 mm, usinés dans une barre forgée, vendus par kit. Visserie standard pour écrans thermiques et suspensions de résistances dans les fours sous vide et sous hydrogène.',
  },
  'TA-WIRE-F560': {
    name: 'Fil en tantale non allié ASTM F560',
    about:
      'Fil en tantale de qualité implant, Ø 0,5 mm, bobine de 50 m, recuit. Pour marqueurs chirurgicaux radio-opaques, bagues de repérage de stents et getters de tubes électroniques.',
  },
  'NB-R04200-SHEET-B393': {
    name: 'Tôle en niobium R04200 ASTM B393',
    about:
      'Tôle en niobium recuite, 300 × 300 × 1,0 mm, finition laminée à froid. Pour revêtements en génie chimique, anodisation, pulvérisation et additions aux superalliages.',
  },
  'NT-SMA-COUPLING-12': {
    name: 'Raccord hydraulique à mémoire de forme en nitinol ½"',
    about:
      'Raccord Ni-Ti thermorétractable pour tube de 12,7 mm (½") : expansé en usine, il reprend sa forme sur le tube lorsqu’il est chauffé au-dessus de Af et assure une jonction étanche sans soudage. Pour l’hydraulique aéronautique et navale.',
  },
  'TI-GR9-TUBE-B338': {
    name: 'Tube hydraulique en titane grade 9 (Ti-3Al-2,5V) ASTM B338',
    about:
      'Tube Ti-3Al-2,5V écroui et détensionné, 12,7 mm DE × 0,89 mm d’épaisseur de paroi × 1 m, également selon AMS 4945. Contrôlé par courants de Foucault et par ultrasons pour les circuits hydrauliques aéronautiques.',
  },
  'NI-C276-PLATE-B575': {
    name: 'Tôle Hastelloy C-276 ASTM B575',
    about:
      'Tôle en alliage C-276 (UNS N10276), 300 × 300 × 6 mm, hypertrempée et décalaminée. Pour la désulfuration des fumées, les bacs de décapage et les réacteurs en milieu chloruré.',
  },
  'W-HEX-BOLT-M8': {
    name: 'Vis hexagonale et écrou en tungstène pur M8 × 30 pour fours sous vide',
    about:
      'Vis à tête hexagonale usinée en tungstène 99,95 % avec son écrou, M8 × 1,25, longueur 30 mm, vendue par kit. Maintient écrans thermiques et résistances dans les zones chaudes au-delà de 2 000 °C, là où le molybdène flue.',
  },
  'MO-PURE-SHEET-B386': {
    name: 'Tôle en molybdène ASTM B386 type 361',
    about:
      'Tôle en molybdène 99,95 % laminée à froid, 600 × 300 × 0,5 mm, finition brillante nettoyée en milieu alcalin. Pour écrans thermiques, nacelles de frittage et plaques de base de semi-conducteurs.',
  },
  'TA-R05200-ELBOW': {
    name: 'Coude 90° à souder en tantale R05200 ½" Sch 10S',
    about:
      'Coude 90° à grand rayon sans soudure en tantale, ½" NPS Sch 10S, formé à partir de tube ASTM B521 et recuit. Pour la tuyauterie d’acides concentrés chauds, là où l’acier émaillé cède.',
  },
  'NB-R04200-TEE': {
    name: 'Té égal à souder en niobium R04200 ½" Sch 10S',
    about:
      'Té égal sans soudure en niobium, ½" NPS Sch 10S, formé à partir de tube ASTM B394 et recuit. Pour la tuyauterie de procédé en niobium dans l’acide chlorhydrique et l’acide nitrique chauds.',
  },
  'NT-SM-WIRE-AF70': {
    name: 'Fil d’actionneur à mémoire de forme en nitinol, Af 70 °C',
    about:
      'Fil à mémoire de forme recuit droit, Ø 0,25 mm, Af 70 °C, bobine de 50 m ; environ 4 % de déformation récupérable lorsqu’il est chauffé par le courant. Pour vannes, verrous et actionneurs robotiques.',
  },
  'TI-GR7-PLATE-B265': {
    name: 'Tôle en titane grade 7 (Ti-0,15Pd) ASTM B265',
    about:
      'Tôle en titane allié au palladium, 500 × 500 × 6 mm, recuite et décalaminée. Pour plaques tubulaires, anodes et revêtements de réacteurs en acides réducteurs chauds et en chlore humide.',
  },
  'NI-201-TUBE-B161': {
    name: 'Tube sans soudure en nickel 201 ASTM B161',
    about:
      'Tube en nickel bas carbone (UNS N02201), 19,05 mm DE × 1,65 mm d’épaisseur de paroi × 1 m, recuit brillant. Pour évaporateurs de soude caustique et service au-dessus de 315 °C.',
  },
  'W-HA-PLATE-B777-C3': {
    name: 'Tôle en alliage lourd de tungstène ASTM B777 classe 3',
    about:
      'Tôle en alliage lourd W-Ni-Fe (95 % W, 18,0 g/cm³), 100 × 100 × 10 mm, usinée sur toutes les faces. Pour radioprotection, collimateurs et masses d’équilibrage.',
  },
  'MO-TZM-BAR-B387': {
    name: 'Barre ronde en molybdène TZM ASTM B387 type 364',
    about:
      'Barre TZM forgée à chaud et tournée, Ø 40 mm × 300 mm, détensionnée et contrôlée par ultrasons. Pour noyaux de moules de fonderie sous pression, outils de forge isotherme et inserts de tuyères de fusées.',
  },
  'TA-10W-TUBE-B521': {
    name: 'Tube en tantale-10 % tungstène R05255 ASTM B521',
    about:
      'Tube sans soudure Ta-10W, 25,4 mm DE × 1,0 mm d’épaisseur de paroi × 500 mm. Plus résistant à chaud que le tantale pur, pour échangeurs de chaleur en génie chimique et parties chaudes aérospatiales.',
  },
  'NB-C103-BAR-B655': {
    name: 'Barre en alliage de niobium C-103 ASTM B655',
    about:
      'Barre ronde Nb-10Hf-1Ti (C-103), Ø 20 mm × 300 mm, recristallisée. Pour tuyères de propulseurs de fusées, chambres de combustion et pièces de postcombustion de réacteurs.',
  },
  'NT-HYPOTUBE-F2633': {
    name: 'Hypotube en nitinol 0,5 mm DE ASTM F2633',
    about:
      'Micro-hypotube en nitinol, 0,50 mm DE × 0,08 mm d’épaisseur de paroi × 1,5 m, résistant au pliage, DE ±0,013 mm. Pour cathéters orientables, aiguilles de biopsie et systèmes de largage neurovasculaires.',
  },
  'TI-GR5-BAR-B348': {
    name: 'Barre ronde en titane grade 5 ASTM B348',
    about:
      'Barre ronde Ti-6Al-4V, Ø 50 mm × 500 mm, recuite, écroûtée et tournée, tolérance +0,5/−0 mm, contrôlée par ultrasons selon AMS 2631. Pour arbres, fixations et pièces forgées aérospatiales.',
  },
  'NI-IN718-BAR-B637': {
    name: 'Barre ronde Inconel 718 ASTM B637',
    about:
      'Barre en alliage 718 (UNS N07718), Ø 30 mm × 500 mm, mise en solution et prête pour le durcissement par vieillissement, conforme AMS 5662. Pour disques de turbines, boulonnerie et composants d’outils pétroliers.',
  },
  'W-HA-BAR-B777-C1': {
    name: 'Barre en alliage lourd de tungstène ASTM B777 classe 1',
    about:
      'Barre ronde W-Ni-Fe à 90 % de W (17,0 g/cm³), Ø 25 mm × 200 mm, frittée et tournée. Pour barres d’alésage anti-vibratiles, contrepoids aéronautiques et équilibrage de vilebrequins.',
  },
  'MO-SPRAY-WIRE-C225': {
    name: 'Fil de projection thermique en molybdène AWS C2.25, Ø 3,17 mm',
    about:
      'Fil Mo 99,9 % pour projection à l’arc et à la flamme, Ø 3,17 mm (1/8"), bobine de 5 kg. Sous-couche d’accrochage et revêtement anti-usure pour segments de pistons, bagues de synchronisation et arbres.',
  },
  'TA-R05200-PLATE-B708': {
    name: 'Tôle en tantale R05200 ASTM B708',
    about:
      'Tôle en tantale, 100 × 100 × 6 mm, recuite sous vide, faces fraisées. Pour cibles de pulvérisation, plaques tubulaires plaquées et ébauches de creusets.',
  },
  'NB-1ZR-TUBE-B394': {
    name: 'Tube en niobium-1 % zirconium R04261 ASTM B394',
    about:
      'Tube sans soudure Nb-1Zr, 19,05 mm DE × 0,89 mm d’épaisseur de paroi × 500 mm. Pour boucles de métal liquide, composants de lampes au sodium et équipements nucléaires spatiaux.',
  },
  'NT-PLATE-F2063': {
    name: 'Tôle en nitinol 3 mm ASTM F2063',
    about:
      'Tôle Ni-Ti laminée à chaud, 100 × 100 × 3 mm, recuite et rectifiée en surface. Pour rondelles à mémoire de forme, éléments amortisseurs et éprouvettes.',
  },
  'TI-GR12-SHEET-B265': {
    name: 'Tôle en titane grade 12 ASTM B265',
    about:
      'Tôle Ti-0,3Mo-0,8Ni, 1000 × 500 × 1,5 mm, laminée à froid et recuite. Plus résistante que le grade 2 et résistante à la corrosion caverneuse, pour réchauffeurs de saumure et cuves de génie chimique.',
  },
  'NI-C276-TEE-B366': {
    name: 'Té égal Hastelloy C-276 WPHC276 ASTM B366',
    about:
      'Té égal à souder bout à bout, 1" NPS Sch 10S (33,4 × 2,77 mm), ASME B16.9, hypertrempé. Pour lignes de transfert d’acides et tuyauterie de laveurs de gaz.',
  },
  'W-RE-TC-WIRE-E696': {
    name: 'Fil de thermocouple tungstène-rhénium type C (W-5Re/W-26Re) ASTM E696',
    about:
      'Paire appairée de fils W-5 % Re / W-26 % Re, Ø 0,25 mm × 10 m chacun, étalonnée selon les tolérances ASTM E988. Pour la mesure de température en four sous vide et sous gaz inerte jusqu’à 2 320 °C.',
  },
  'MO-LA-SHEET': {
    name: 'Tôle en molybdène lanthané Mo-La (0,3 % La2O3)',
    about:
      'Tôle Mo-La dopée, 400 × 200 × 1,0 mm, qui ne recristallise qu’au-dessus de 1 500 °C et reste donc ductile après cuisson. Pour plateaux de frittage, nacelles de fours et composants de lampes.',
  },
  'TA-2P5W-BAR-B365': {
    name: 'Barre en tantale-2,5 % tungstène R05252 ASTM B365',
    about:
      'Barre ronde Ta-2,5W, Ø 20 mm × 200 mm, recuite. Plus rigide que le tantale pur avec la même résistance à la corrosion, pour tiges de vannes, diffuseurs et doigts de gant en milieu acide.',
  },
  'NB-RRR300-PLATE': {
    name: 'Tôle en niobium RRR300 pour cavités SRF',
    about:
      'Tôle en niobium de haute pureté, RRR ≥ 300, 265 × 265 × 2,8 mm, contrôlée par courants de Foucault, grain fin et homogène. Pour cavités radiofréquence supraconductrices d’accélérateurs de particules.',
  },
  'NT-NITINB-CONNECTOR-6': {
    name: 'Connecteur à mémoire de forme Ni-Ti-Nb à large hystérésis, 6 mm',
    about:
      'Connecteur annulaire Ni-Ti-Nb, diamètre intérieur 6 mm, livré expansé, qui se verrouille lorsqu’il est chauffé à environ 150 °C ; sa large hystérésis le maintient serré jusqu’à −40 °C. Pour blindages de câbles et terminaisons électriques.',
  },
  'W-WL20-ELECTRODE-A512': {
    name: 'Électrode en tungstène lanthané WL20 AWS A5.12, boîte de 10',
    about:
      'Électrodes TIG en tungstène à 2 % d’oxyde de lanthane, Ø 2,4 mm × 175 mm, finition rectifiée, embout bleu ; prix par boîte de 10. Pour le soudage AC/DC de l’acier, de l’aluminium et du titane.',
  },
  'TA-R05200-THERMOWELL': {
    name: 'Doigt de gant en tantale R05200 ½" NPT',
    about:
      'Doigt de gant en tantale, filetage de raccordement ½" NPT, alésage 9 mm × 250 mm de longueur d’immersion, fond soudé. Protège les sondes de température dans HCl, HBr et l’acide sulfurique chaud.',
  },
  'NB-47TI-ROD-B884': {
    name: 'Barre en niobium-titane Nb-47Ti ASTM B884',
    about:
      'Barre Nb-47 % en masse Ti de qualité supraconducteur, Ø 12 mm × 1 m, homogénéité contrôlée. Ébauche de tréfilage pour fils d’aimants d’IRM et d’accélérateurs, et pour rivets aérospatiaux.',
  },
  'TI-GR2-TUBE-M-B338': {
    name: 'Tube en titane grade 2 au mètre, 12,7 × 0,89 mm',
    about:
      'Tube sans soudure en titane non allié, 12,7 mm DE × 0,89 mm d’épaisseur de paroi, vendu au mètre et coupé à votre longueur (100 mm à 6 m) dans des longueurs d’usine de 6 m. Pour lignes d’instrumentation et échangeurs de chaleur.',
  },
  'NI-200-TUBE-M-B161': {
    name: 'Tube en nickel 200 au mètre, 19,05 × 1,65 mm',
    about:
      'Tube sans soudure en nickel 200, 19,05 mm DE × 1,65 mm d’épaisseur de paroi, au mètre, coupe à longueur (100 mm à 6 m). Pour évaporateurs de soude caustique et agroalimentaire.',
  },
  'W-ROD-M-B777': {
    name: 'Barre en tungstène au mètre, Ø 6 mm',
    about:
      'Barre en tungstène pur martelée et rectifiée, Ø 6 mm, au mètre, tronçonnée à la meule à votre longueur (20 mm à 1 m). Pour électrodes, supports de résistances et contrepoids.',
  },
  'MO-ROD-M-B387': {
    name: 'Barre en molybdène au mètre, Ø 10 mm',
    about:
      'Barre en molybdène pur, Ø 10 mm, au mètre, tronçonnée à la meule à votre longueur (25 mm à 1,5 m). Pour pièces de fours et électrodes de fusion du verre.',
  },
  'TA-TUBE-M-B521': {
    name: 'Tube en tantale au mètre, 6,35 × 0,5 mm',
    about:
      'Tube sans soudure en tantale non allié, 6,35 mm DE × 0,5 mm d’épaisseur de paroi, au mètre, coupé à votre longueur (50 mm à 2 m). Pour doigts de gant en génie chimique et réchauffeurs à baïonnette.',
  },
  'NB-BAR-M-B392': {
    name: 'Barre ronde en niobium au mètre, Ø 12,7 mm',
    about:
      'Barre ronde en niobium de qualité réacteur, Ø 12,7 mm, au mètre, sciée à votre longueur (50 mm à 2 m). Pour pièces RF supraconductrices et bijouterie.',
  },
  'NT-SE-WIRE-M-F2063': {
    name: 'Fil en nitinol superélastique au mètre, Ø 0,5 mm',
    about:
      'Fil NiTi superélastique, Ø 0,5 mm, recuit droit, déroulé de la bobine et vendu au mètre. Pour fils-guides, prototypes de stents et lunetterie.',
  },
  'TI-GR5-BAR-M-B348': {
    name: 'Barre ronde Ti-6Al-4V au mètre, Ø 25 mm',
    about:
      'Barre ronde en titane grade 5, Ø 25 mm, vendue au mètre et sciée à votre longueur (50 mm à 3 m). Matière à usiner pour l’aérospatiale et le sport automobile.',
  },
  'NI-IN625-BAR-M-B446': {
    name: 'Barre ronde Inconel 625 au mètre, Ø 16 mm',
    about:
      'Barre ronde Inconel 625, Ø 16 mm, au mètre et sciée à votre longueur (50 mm à 3 m). Pour visserie marine et pièces d’échappement.',
  },
  'W-SHEET-OFFCUT-KG': {
    name: 'Chutes de tôle de tungstène au kilo, 0,5–3 mm',
    about:
      'Chutes de tôle en tungstène pur, 0,5–3 mm d’épaisseur, morceaux d’environ 100 × 100 mm, vendues au poids. Pour radioprotection, garnissage de creusets et pièces de fours.',
  },
  'MO-SHEET-OFFCUT-KG': {
    name: 'Chutes de tôle de molybdène au kilo',
    about:
      'Chutes de tôle en molybdène, 0,2–2 mm d’épaisseur, morceaux d’environ 150 × 100 mm, vendues au poids. Pour écrans thermiques, nacelles et plaques support de cibles de pulvérisation.',
  },
  'TA-RODENDS-KG': {
    name: 'Chutes de barres de tantale au kilo',
    about:
      'Chutes de barres en tantale non allié certifiées, Ø 6–25 mm, 20–150 mm de long, vendues au poids. Pour la pulvérisation, la recherche sur les condensateurs et le prototypage d’implants.',
  },
  'NB-PLATE-OFFCUT-KG': {
    name: 'Chutes de tôle de niobium au kilo',
    about:
      'Chutes de tôles fortes et minces en niobium de qualité réacteur, 1–6 mm d’épaisseur, vendues au poids. Pour l’anodisation, les ébauches de bijoux et les pièces sous vide.',
  },
  'TI-GR1-WIRE-M-B863': {
    name: 'Fil en titane grade 1 au mètre, Ø 2 mm',
    about:
      'Fil en titane non allié recuit doux, Ø 2 mm, déroulé de la couronne et vendu au mètre. Pour montages d’anodisation et soudage.',
  },
  'NI-201-WIRE-M-B160': {
    name: 'Fil en nickel 201 au mètre, Ø 1 mm',
    about:
      'Fil en nickel 201 bas carbone, Ø 1 mm, déroulé de la bobine et vendu au mètre. Pour languettes de batteries, fils de connexion et éléments chauffants.',
  },
  'TI-GR2-RODENDS-KG': {
    name: 'Chutes de barres de titane grade 2 au kilo',
    about:
      'Chutes de barres en titane non allié certifiées, Ø 10–40 mm, 50–300 mm de long, vendues au poids. Numéros de coulée sur le certificat ; idéales pour prototypes et anodes.',
  },
};
