import type { DemoContent } from './demo-translations.ts';

/**
 * The demo catalog in German (PRODUCT.md §18), by SKU: names and descriptions as a German metals
 * distributor writes them (decimal comma, "AD" for the outside diameter, standards and alloy
 * designations as they are; the glossary of issue 33: Stange, Blech, Rohr, Draht, Reststück).
 */
export const demoCatalogDe: Readonly<Record<string, DemoContent>> = {
  'TI-GR2-TUBE-B338': {
    name: 'Titan Grade 2 Rohr nahtlos ASTM B338',
    about:
      'Nahtloses Rohr aus Reintitan, 25,4 mm AD × 1,24 mm Wandstärke, auf 1 m Länge geschnitten; AD-Toleranz ±0,10 mm, geglüht und gebeizt. Für Wärmetauscher, Kondensatoren und Meerwasserleitungen.',
  },
  'NI-IN625-BAR-B446': {
    name: 'Inconel 625 Rundstange ASTM B446',
    about:
      'Rundstange aus Alloy 625 (UNS N06625), Ø 25,4 mm × 1 m, Grade 1 geglüht, auf h11 gedreht. Für Ventilspindeln in der Unterwassertechnik, Abgasanlagen und meerwasserbeständige Verbindungselemente.',
  },
  'MO-TZM-PLATE-B386': {
    name: 'TZM Molybdän-Blech ASTM B386',
    about:
      'Blech aus Mo-0,5Ti-0,08Zr (Type 364), 200 × 200 × 6 mm, spannungsarm geglüht, Oberfläche geschliffen. Für Schmiedegesenke, Hot-Zone-Vorrichtungen und Anodensubstrate für Röntgenröhren bis 1.400 °C.',
  },
  'NT-SE-WIRE-F2063': {
    name: 'Nitinol Draht superelastisch ASTM F2063',
    about:
      'Superelastischer Ni-Ti-Draht, Ø 0,5 mm, Af 0–18 °C, leicht oxidierte Oberfläche, Ring zu 25 m. Für Führungsdrähte, kieferorthopädische Bögen, Stent- und Brillenkomponenten.',
  },
  'TI-GR5ELI-BAR-F136': {
    name: 'Ti-6Al-4V ELI Stange ASTM F136',
    about:
      'Rundstange Ti-6Al-4V ELI in Implantatqualität, spitzenlos geschliffen, Ø 20 mm h9 × 1 m. Niedrige interstitielle Gehalte und lückenlose Rückverfolgbarkeit der Schmelze für Wirbelsäulen-, Dental- und orthopädische Implantate.',
  },
  'NI-200-SHEET-B162': {
    name: 'Nickel 200 Blech ASTM B162',
    about:
      'Blech aus Reinnickel (UNS N02200), 500 × 500 × 1,5 mm, geglüht, Oberfläche 2B. Für den Umgang mit Natronlauge, Batterieableiter und Anlagen der Lebensmittelverarbeitung.',
  },
  'W-PURE-ROD-B760': {
    name: 'Reinwolfram Stange 99,95 % ASTM B760',
    about:
      'Gehämmerte und spitzenlos geschliffene Wolframstange 99,95 %, Ø 10 mm h8 × 300 mm, chemische Zusammensetzung nach ASTM B760. Für Heizelemente in Öfen, Glasschmelzelektroden und Ausgleichsgewichte.',
  },
  'MO-PURE-ROD-B387': {
    name: 'Reinmolybdän Stange ASTM B387 Type 361',
    about:
      'Molybdänstange 99,95 %, Ø 20 mm × 500 mm, gehämmert und spitzenlos geschliffen, Toleranz ±0,05 mm. Für Glasschmelzelektroden, Heizelemente und tragende Ofenbauteile.',
  },
  'TA-R05200-TUBE-B521': {
    name: 'Tantal R05200 Rohr nahtlos ASTM B521',
    about:
      'Rohr aus unlegiertem Tantal, 12,7 mm AD × 0,5 mm Wandstärke × 1 m, geglüht, wirbelstromgeprüft. Für Bajonett-Heizer, Kondensatoren und Wärmetauscher in heißer Salz- und Schwefelsäure.',
  },
  'NB-R04200-WIRE-B392': {
    name: 'Niob R04200 Draht ASTM B392',
    about:
      'Niobdraht in Reaktorqualität, Ø 1,0 mm, Spule zu 100 m, geglüht. Für eloxierten Schmuck, Bauteile von Natriumdampflampen und Seelen supraleitender Kabel.',
  },
  'NT-SE-TUBE-F2633': {
    name: 'Nitinol Rohr superelastisch ASTM F2633',
    about:
      'Nahtloses Ni-Ti-Rohr, 3,0 mm AD × 0,25 mm Wandstärke × 1 m, Af 10–25 °C, Innendurchmesser gehont. Für lasergeschnittene Stents, Herzklappengerüste und Bergungskörbchen.',
  },
  'TI-GR5-PLATE-B265': {
    name: 'Titan Grade 5 (Ti-6Al-4V) Blech ASTM B265',
    about:
      'Geglühtes Ti-6Al-4V-Blech, 300 × 300 × 10 mm, Dickentoleranz +0,8/−0 mm, Kanten gesägt, Abnahmeprüfzeugnis EN 10204 3.1. Für Halterungen im Flugzeugbau, Panzerungen und zerspante Strukturbauteile.',
  },
  'NI-M400-TUBE-B165': {
    name: 'Monel 400 Rohr nahtlos ASTM B165',
    about:
      'Rohr aus Alloy 400 (UNS N04400), 25,4 mm AD × 2,11 mm Wandstärke × 1 m, geglüht und hydrostatisch geprüft. Für Meerwasser-Wärmetauscher, Soleerhitzer und Flusssäureleitungen.',
  },
  'W-PURE-PLATE-B760': {
    name: 'Reinwolfram Blech ASTM B760',
    about:
      'Warmgewalztes Wolframblech 99,95 %, 100 × 100 × 3 mm, Oberfläche geschliffen, Ebenheit ≤ 0,1 mm. Für Strahlenabschirmungen, Rückplatten für Sputtertargets und Hot Zones von Öfen.',
  },
  'MO-EDM-WIRE-F289': {
    name: 'Molybdän Erodierdraht ASTM F289',
    about:
      'Hochfester Molybdändraht, Ø 0,18 mm ±0,002 mm, Spule zu 2.000 m, für Drahterodiermaschinen mit umlaufendem Draht (Schnelldraht). Geringe Reißneigung für lange mannlose Schnitte.',
  },
  'TA-R05200-SHEET-B708': {
    name: 'Tantal R05200 Blech ASTM B708',
    about:
      'Geglühtes Tantalblech, 300 × 300 × 0,5 mm, Oberfläche Ra ≤ 0,8 µm. Für Reaktorauskleidungen, lose Auskleidungen, Sputtern und Rohlinge für medizinische Implantate.',
  },
  'NB-R04200-TUBE-B394': {
    name: 'Niob R04200 Rohr nahtlos ASTM B394',
    about:
      'Nahtloses Niobrohr, 12,7 mm AD × 0,5 mm Wandstärke × 1 m, geglüht. Für Stromdurchführungen von Natriumdampf-Hochdrucklampen, Wärmetauscher und supraleitende HF-Koppler.',
  },
  'NT-SHEET-F2063': {
    name: 'Nitinol Blech ASTM F2063',
    about:
      'Superelastisches Ni-Ti-Blech, 150 × 100 × 0,5 mm, gebeizt, eben innerhalb 0,2 mm. Für lasergeschnittene Flachstents, Brillenscharniere und medizinische Clips.',
  },
  'TI-GR1-WIRE-B863': {
    name: 'Titan Grade 1 Draht ASTM B863',
    about:
      'Weichgeglühter Reintitandraht, Ø 1,0 mm ±0,02 mm, Spule zu 1 kg (etwa 280 m). Für Eloxiergestelle, Galvanikgestelle und als WIG-Schweißzusatz.',
  },
  'NI-IN600-WIRE-B166': {
    name: 'Inconel 600 Draht ASTM B166',
    about:
      'Draht aus Alloy 600 (UNS N06600), Ø 0,8 mm, Spule zu 1 kg, blankgeglüht. Für Thermoelementzubehör, Heizleiterträger und Ofenfedern bis 1.100 °C.',
  },
  'W-PURE-WIRE-F288': {
    name: 'Reinwolfram Draht ASTM F288',
    about:
      'Schwarzer (graphitierter) Wolframdraht 99,95 %, Ø 0,2 mm, Spule zu 1.000 m. Für Lampen- und Heizwendeln, Elektronenemitterwendeln und die Funkenerosion.',
  },
  'MO-PURE-TUBE-SEAM': {
    name: 'Molybdän Rohr nahtlos 99,95 %',
    about:
      'Nahtloses Molybdänrohr, 20 mm AD × 1 mm Wandstärke × 500 mm, spannungsarm geglüht, AD ±0,1 mm. Für Thermoelement-Schutzrohre, Hochtemperatur-Ofenrohre und Vakuumdurchführungen.',
  },
  'TA-R05400-ROD-B365': {
    name: 'Tantal R05400 Stange ASTM B365',
    about:
      'Pulvermetallurgisch hergestellte Tantalstange, Ø 10 mm × 500 mm, geglüht und spitzenlos geschliffen. Für Bauteile von Vakuumöfen, Begasungsrohre und zerspante Medizinteile.',
  },
  'NB-R04210-ROD-B392': {
    name: 'Niob R04210 Stange ASTM B392',
    about:
      'Niob-Rundstange in Handelsqualität, Ø 25 mm × 300 mm, geglüht und gedreht. Für Sputtertargets, Vormaterial zum Erschmelzen von Superlegierungen und eloxierten Schmuck.',
  },
  'NT-BAR-F2063': {
    name: 'Nitinol Rundstange ASTM F2063',
    about:
      'Warmgewalzte und geschliffene Ni-Ti-Stange, Ø 10 mm × 300 mm, 55,8 Gew.-% Ni, Af auf Anfrage eingestellt. Vormaterial für zerspante Knochenklammern, Kupplungen und Aktorfedern.',
  },
  'TI-GR2-ELBOW-B363': {
    name: 'Titan Grade 2 Bogen 90° WPT2 ASTM B363',
    about:
      'Nahtloser 90°-Vorschweißbogen, Long Radius (1,5 D), 2" NPS Sch 10S (60,3 × 2,77 mm), Maße nach ASME B16.9. Für Meerwasserentsalzung, Zellstoffbleiche und Offshore-Meerwasserleitungen.',
  },
  'NI-M400-ELBOW-B366': {
    name: 'Monel 400 Bogen 90° WPNC ASTM B366',
    about:
      'Nahtloser 90°-Vorschweißbogen, Long Radius (1,5 D), 2" NPS Sch 40 (60,3 × 3,91 mm), ASME B16.9. Für Meerwasserkühlung, HF-Alkylierungsanlagen und Schiffsrohrleitungen.',
  },
  'W-PURE-TUBE-SINT': {
    name: 'Reinwolfram Rohr 99,95 %, gepresst und gesintert',
    about:
      'Gesintertes Wolframrohr, 20 mm AD × 2 mm Wandstärke × 300 mm, Dichte ≥ 18,2 g/cm³, AD gedreht. Für Thermoelement-Schutzrohre und Hot Zones der Saphirzüchtung.',
  },
  'MO-FASTENER-M10': {
    name: 'Molybdän Verbindungsset für Hot Zones M10 × 40 (Schraube, Mutter, Scheibe)',
    about:
      'Sechskantschraube, Mutter und Unterlegscheibe aus Mo 99,95 %, M10 × 1,5, 40 mm lang, aus geschmiedeter Stange gefertigt, Preis pro Set. Standard-Befestigungsmaterial für Hitzeschilde und Heizleiteraufhängungen in Vakuum- und Wasserstofföfen.',
  },
  'TA-WIRE-F560': {
    name: 'Tantal Draht unlegiert ASTM F560',
    about:
      'Tantaldraht in Implantatqualität, Ø 0,5 mm, Spule zu 50 m, geglüht. Für röntgensichtbare chirurgische Marker, Markerbänder für Stents und Getter in Elektronenröhren.',
  },
  'NB-R04200-SHEET-B393': {
    name: 'Niob R04200 Blech ASTM B393',
    about:
      'Geglühtes Niobblech, 300 × 300 × 1,0 mm, kaltgewalzte Oberfläche. Für Auskleidungen in der chemischen Verfahrenstechnik, zum Eloxieren, Sputtern und als Legierungszusatz für Superlegierungen.',
  },
  'NT-SMA-COUPLING-12': {
    name: 'Nitinol Formgedächtnis-Rohrkupplung für Hydraulik ½"',
    about:
      'Ni-Ti-Schrumpfkupplung für Rohr 12,7 mm (½"): werkseitig aufgeweitet, zieht sie sich beim Erwärmen über Af auf das Rohr zurück und ergibt eine dichte Verbindung ohne Schweißen. Für Hydrauliksysteme in Luftfahrt und Marine.',
  },
  'TI-GR9-TUBE-B338': {
    name: 'Titan Grade 9 (Ti-3Al-2,5V) Hydraulikrohr ASTM B338',
    about:
      'Kaltverformtes, spannungsarm geglühtes Ti-3Al-2,5V-Rohr, 12,7 mm AD × 0,89 mm Wandstärke × 1 m, auch nach AMS 4945. Wirbelstrom- und ultraschallgeprüft für Hydraulikleitungen im Flugzeugbau.',
  },
  'NI-C276-PLATE-B575': {
    name: 'Hastelloy C-276 Blech ASTM B575',
    about:
      'Blech aus Alloy C-276 (UNS N10276), 300 × 300 × 6 mm, lösungsgeglüht und entzundert. Für Rauchgasentschwefelung, Beizbehälter und chloridhaltige Reaktoren.',
  },
  'W-HEX-BOLT-M8': {
    name: 'Reinwolfram Sechskantschraube mit Mutter M8 × 30 für Vakuumöfen',
    about:
      'Gefertigte Sechskantschraube aus Wolfram 99,95 % mit passender Mutter, M8 × 1,25, 30 mm lang, Preis pro Set. Hält Hitzeschilde und Heizleiter in Hot Zones über 2.000 °C, wo Molybdän kriecht.',
  },
  'MO-PURE-SHEET-B386': {
    name: 'Molybdän Blech ASTM B386 Type 361',
    about:
      'Kaltgewalztes Molybdänblech 99,95 %, 600 × 300 × 0,5 mm, alkalisch gereinigt, blanke Oberfläche. Für Hitzeschilde, Sinterschiffchen und Grundplatten in der Halbleitertechnik.',
  },
  'TA-R05200-ELBOW': {
    name: 'Tantal R05200 Vorschweißbogen 90° ½" Sch 10S',
    about:
      'Nahtloser 90°-Bogen aus Tantal, Long Radius (1,5 D), ½" NPS Sch 10S, aus Rohr nach ASTM B521 umgeformt und geglüht. Für Rohrleitungen mit heißen konzentrierten Säuren, wo emaillierter Stahl versagt.',
  },
  'NB-R04200-TEE': {
    name: 'Niob R04200 T-Stück egal zum Einschweißen ½" Sch 10S',
    about:
      'Nahtloses gleichschenkliges T-Stück aus Niob, ½" NPS Sch 10S, aus Rohr nach ASTM B394 umgeformt und geglüht. Für Prozessleitungen aus Niob in heißer Salz- und Salpetersäure.',
  },
  'NT-SM-WIRE-AF70': {
    name: 'Nitinol Formgedächtnis-Aktordraht, Af 70 °C',
    about:
      'Gerade geglühter Formgedächtnisdraht, Ø 0,25 mm, Af 70 °C, Spule zu 50 m; etwa 4 % rückstellbare Dehnung bei Erwärmung durch Stromfluss. Für Ventile, Verriegelungen und Aktoren in der Robotik.',
  },
  'TI-GR7-PLATE-B265': {
    name: 'Titan Grade 7 (Ti-0,15Pd) Blech ASTM B265',
    about:
      'Palladiumlegiertes Titanblech, 500 × 500 × 6 mm, geglüht und entzundert. Für Rohrböden, Anoden und Reaktorauskleidungen in heißen reduzierenden Säuren und Nasschlor.',
  },
  'NI-201-TUBE-B161': {
    name: 'Nickel 201 Rohr nahtlos ASTM B161',
    about:
      'Rohr aus kohlenstoffarmem Nickel (UNS N02201), 19,05 mm AD × 1,65 mm Wandstärke × 1 m, blankgeglüht. Für Laugenverdampfer und Einsatz über 315 °C.',
  },
  'W-HA-PLATE-B777-C3': {
    name: 'Wolfram-Schwermetall Blech ASTM B777 Klasse 3',
    about:
      'Blech aus W-Ni-Fe-Schwermetall (95 % W, 18,0 g/cm³), 100 × 100 × 10 mm, allseitig bearbeitet. Für Strahlenabschirmung, Kollimatoren und Auswuchtgewichte.',
  },
  'MO-TZM-BAR-B387': {
    name: 'TZM Molybdän Rundstange ASTM B387 Type 364',
    about:
      'Warmgeschmiedete und gedrehte TZM-Stange, Ø 40 mm × 300 mm, spannungsarm geglüht und ultraschallgeprüft. Für Druckgusskerne, Werkzeuge zum isothermen Schmieden und Einsätze für Raketendüsen.',
  },
  'TA-10W-TUBE-B521': {
    name: 'Tantal-10 % Wolfram Rohr R05255 ASTM B521',
    about:
      'Nahtloses Rohr aus Ta-10W, 25,4 mm AD × 1,0 mm Wandstärke × 500 mm. Höhere Warmfestigkeit als Reintantal, für Wärmetauscher der chemischen Verfahrenstechnik und Heißteile in der Luft- und Raumfahrt.',
  },
  'NB-C103-BAR-B655': {
    name: 'C-103 Nioblegierung Stange ASTM B655',
    about:
      'Rundstange aus Nb-10Hf-1Ti (C-103), Ø 20 mm × 300 mm, rekristallisiert. Für Düsen von Raketentriebwerken, Brennkammern und Nachbrennerteile von Strahltriebwerken.',
  },
  'NT-HYPOTUBE-F2633': {
    name: 'Nitinol Hypotube 0,5 mm AD ASTM F2633',
    about:
      'Nitinol-Mikrohypotube, 0,50 mm AD × 0,08 mm Wandstärke × 1,5 m, knickbeständig, AD ±0,013 mm. Für steuerbare Katheter, Biopsienadeln und neurovaskuläre Einführsysteme.',
  },
  'TI-GR5-BAR-B348': {
    name: 'Titan Grade 5 Rundstange ASTM B348',
    about:
      'Ti-6Al-4V-Rundstange, Ø 50 mm × 500 mm, geglüht, geschält und gedreht, Toleranz +0,5/−0 mm, ultraschallgeprüft nach AMS 2631. Für Wellen, Verbindungselemente und Schmiedeteile der Luft- und Raumfahrt.',
  },
  'NI-IN718-BAR-B637': {
    name: 'Inconel 718 Rundstange ASTM B637',
    about:
      'Stange aus Alloy 718 (UNS N07718), Ø 30 mm × 500 mm, lösungsgeglüht und bereit zum Aushärten, konform mit AMS 5662. Für Turbinenscheiben, Schrauben und Komponenten für Bohrwerkzeuge der Ölindustrie.',
  },
  'W-HA-BAR-B777-C1': {
    name: 'Wolfram-Schwermetall Stange ASTM B777 Klasse 1',
    about:
      'Rundstange aus W-Ni-Fe mit 90 % W (17,0 g/cm³), Ø 25 mm × 200 mm, gesintert und gedreht. Für schwingungsgedämpfte Bohrstangen, Ausgleichsgewichte im Flugzeugbau und zum Auswuchten von Kurbelwellen.',
  },
  'MO-SPRAY-WIRE-C225': {
    name: 'Molybdän Spritzdraht AWS C2.25, Ø 3,17 mm',
    about:
      'Draht aus Mo 99,9 % zum Lichtbogen- und Flammspritzen, Ø 3,17 mm (1/8"), Spule zu 5 kg. Haftgrund und verschleißfeste Beschichtung für Kolbenringe, Synchronringe und Wellen.',
  },
  'TA-R05200-PLATE-B708': {
    name: 'Tantal R05200 Blech ASTM B708',
    about:
      'Tantalblech, 100 × 100 × 6 mm, vakuumgeglüht, Flächen gefräst. Für Sputtertargets, plattierte Rohrböden und Tiegelrohlinge.',
  },
  'NB-1ZR-TUBE-B394': {
    name: 'Niob-1 % Zirkonium Rohr R04261 ASTM B394',
    about:
      'Nahtloses Rohr aus Nb-1Zr, 19,05 mm AD × 0,89 mm Wandstärke × 500 mm. Für Flüssigmetallkreisläufe, Bauteile von Natriumdampflampen und nukleare Energiesysteme in der Raumfahrt.',
  },
  'NT-PLATE-F2063': {
    name: 'Nitinol Blech 3 mm ASTM F2063',
    about:
      'Warmgewalztes Ni-Ti-Blech, 100 × 100 × 3 mm, geglüht und oberflächengeschliffen. Für Formgedächtnis-Unterlegscheiben, Dämpfungselemente und Probekörper.',
  },
  'TI-GR12-SHEET-B265': {
    name: 'Titan Grade 12 Blech ASTM B265',
    about:
      'Blech aus Ti-0,3Mo-0,8Ni, 1000 × 500 × 1,5 mm, kaltgewalzt und geglüht. Fester als Grade 2 und beständig gegen Spaltkorrosion, für Soleerhitzer und Behälter der chemischen Verfahrenstechnik.',
  },
  'NI-C276-TEE-B366': {
    name: 'Hastelloy C-276 T-Stück egal WPHC276 ASTM B366',
    about:
      'Gleichschenkliges Vorschweiß-T-Stück, 1" NPS Sch 10S (33,4 × 2,77 mm), ASME B16.9, lösungsgeglüht. Für Säureleitungen und Rohrleitungen von Gaswäschern.',
  },
  'W-RE-TC-WIRE-E696': {
    name: 'Wolfram-Rhenium Thermoelementdraht Typ C (W-5Re/W-26Re) ASTM E696',
    about:
      'Abgestimmtes Drahtpaar W-5 % Re / W-26 % Re, je Ø 0,25 mm × 10 m, kalibriert auf die Toleranzen nach ASTM E988. Für die Temperaturmessung in Vakuumöfen und unter Schutzgas bis 2.320 °C.',
  },
  'MO-LA-SHEET': {
    name: 'Mo-La Blech, lanthanoxiddotiertes Molybdän (0,3 % La2O3)',
    about:
      'Dotiertes Mo-La-Blech, 400 × 200 × 1,0 mm, rekristallisiert erst über 1.500 °C und bleibt daher nach dem Brennen duktil. Für Sinterplatten, Ofenschiffchen und Lampenbauteile.',
  },
  'TA-2P5W-BAR-B365': {
    name: 'Tantal-2,5 % Wolfram Stange R05252 ASTM B365',
    about:
      'Rundstange aus Ta-2,5W, Ø 20 mm × 200 mm, geglüht. Steifer als Reintantal bei gleicher Korrosionsbeständigkeit, für Ventilspindeln, Begasungsrohre und Thermometer-Schutzrohre im Säureeinsatz.',
  },
  'NB-RRR300-PLATE': {
    name: 'Niob RRR300 Blech für SRF-Kavitäten',
    about:
      'Hochreines Niobblech, RRR ≥ 300, 265 × 265 × 2,8 mm, wirbelstromgescannt, feines gleichmäßiges Korn. Für supraleitende Hochfrequenz-Kavitäten in Teilchenbeschleunigern.',
  },
  'NT-NITINB-CONNECTOR-6': {
    name: 'Ni-Ti-Nb Formgedächtnis-Verbinder mit weiter Hysterese, 6 mm',
    about:
      'Ringverbinder aus Ni-Ti-Nb, 6 mm Innendurchmesser, aufgeweitet geliefert; er verriegelt beim Erwärmen auf etwa 150 °C, und die weite Hysterese hält ihn bis −40 °C fest. Für Kabelschirme und elektrische Anschlüsse.',
  },
  'W-WL20-ELECTRODE-A512': {
    name: 'Lanthanierte Wolframelektrode WL20 AWS A5.12, Packung zu 10',
    about:
      'WIG-Elektroden aus Wolfram mit 2 % Lanthanoxid, Ø 2,4 mm × 175 mm, geschliffen, Farbkennung blau; Preis pro Packung zu 10 Stück. Zum AC/DC-Schweißen von Stahl, Aluminium und Titan.',
  },
  'TA-R05200-THERMOWELL': {
    name: 'Tantal R05200 Schutzrohr ½" NPT',
    about:
      'Thermometer-Schutzrohr aus Tantal, Prozessgewinde ½" NPT, Bohrung 9 mm × 250 mm Einbaulänge, zugeschweißter Boden. Schützt Temperaturfühler in HCl, HBr und heißer Schwefelsäure.',
  },
  'NB-47TI-ROD-B884': {
    name: 'Niob-Titan Nb-47Ti Stange ASTM B884',
    about:
      'Stange aus Nb-47 Gew.-% Ti in Supraleiterqualität, Ø 12 mm × 1 m, auf Homogenität geprüft. Ziehvormaterial für Magnetdraht von MRT-Geräten und Beschleunigern sowie für Niete in der Luft- und Raumfahrt.',
  },
  'TI-GR2-TUBE-M-B338': {
    name: 'Titan Grade 2 Rohr als Meterware, 12,7 × 0,89 mm',
    about:
      'Nahtloses Rohr aus Reintitan, 12,7 mm AD × 0,89 mm Wandstärke, als Meterware und im Zuschnitt auf Länge (100 mm bis 6 m) aus 6-m-Herstelllängen. Für Messleitungen und Wärmetauscher.',
  },
  'NI-200-TUBE-M-B161': {
    name: 'Nickel 200 Rohr als Meterware, 19,05 × 1,65 mm',
    about:
      'Nahtloses Rohr aus Nickel 200, 19,05 mm AD × 1,65 mm Wandstärke, als Meterware, Zuschnitt auf Länge (100 mm bis 6 m). Für Laugenverdampfer und die Lebensmittelverarbeitung.',
  },
  'W-ROD-M-B777': {
    name: 'Wolfram Stange als Meterware, Ø 6 mm',
    about:
      'Gehämmerte und geschliffene Stange aus Reinwolfram, Ø 6 mm, als Meterware, auf Ihre Länge trenngeschliffen (20 mm bis 1 m). Für Elektroden, Heizleiterträger und Ausgleichsgewichte.',
  },
  'MO-ROD-M-B387': {
    name: 'Molybdän Stange als Meterware, Ø 10 mm',
    about:
      'Stange aus Reinmolybdän, Ø 10 mm, als Meterware, auf Ihre Länge trenngeschliffen (25 mm bis 1,5 m). Für Ofenbauteile und Glasschmelzelektroden.',
  },
  'TA-TUBE-M-B521': {
    name: 'Tantal Rohr als Meterware, 6,35 × 0,5 mm',
    about:
      'Nahtloses Rohr aus unlegiertem Tantal, 6,35 mm AD × 0,5 mm Wandstärke, als Meterware, Zuschnitt auf Ihre Länge (50 mm bis 2 m). Für Schutzrohre der chemischen Verfahrenstechnik und Bajonett-Heizer.',
  },
  'NB-BAR-M-B392': {
    name: 'Niob Rundstange als Meterware, Ø 12,7 mm',
    about:
      'Niob-Rundstange in Reaktorqualität, Ø 12,7 mm, als Meterware, auf Ihre Länge gesägt (50 mm bis 2 m). Für supraleitende HF-Bauteile und Schmuck.',
  },
  'NT-SE-WIRE-M-F2063': {
    name: 'Nitinol Draht superelastisch als Meterware, Ø 0,5 mm',
    about:
      'Superelastischer NiTi-Draht, Ø 0,5 mm, gerade geglüht, meterweise von der Spule abgelängt. Für Führungsdrähte, Stent-Prototypen und Brillen.',
  },
  'TI-GR5-BAR-M-B348': {
    name: 'Ti-6Al-4V Rundstange als Meterware, Ø 25 mm',
    about:
      'Rundstange aus Titan Grade 5, Ø 25 mm, als Meterware und auf Ihre Länge gesägt (50 mm bis 3 m). Zerspanungsmaterial für Luft- und Raumfahrt und Motorsport.',
  },
  'NI-IN625-BAR-M-B446': {
    name: 'Inconel 625 Rundstange als Meterware, Ø 16 mm',
    about:
      'Rundstange aus Inconel 625, Ø 16 mm, als Meterware und auf Ihre Länge gesägt (50 mm bis 3 m). Für Verbindungselemente im Schiffbau und Abgasteile.',
  },
  'W-SHEET-OFFCUT-KG': {
    name: 'Wolfram Blechreste nach Gewicht, 0,5–3 mm',
    about:
      'Reststücke aus Reinwolframblech, 0,5–3 mm dick, Stücke etwa 100 × 100 mm, Verkauf nach Gewicht. Für Strahlenabschirmung, Tiegelauskleidungen und Ofenbauteile.',
  },
  'MO-SHEET-OFFCUT-KG': {
    name: 'Molybdän Blechreste nach Gewicht',
    about:
      'Reststücke aus Molybdänblech, 0,2–2 mm dick, Stücke etwa 150 × 100 mm, Verkauf nach Gewicht. Für Hitzeschilde, Schiffchen und Rückplatten für Sputtertargets.',
  },
  'TA-RODENDS-KG': {
    name: 'Tantal Stangenreste nach Gewicht',
    about:
      'Zertifizierte Reststücke aus unlegierten Tantalstangen, Ø 6–25 mm, 20–150 mm lang, Verkauf nach Gewicht. Für Sputtern, Kondensatorforschung und Prototypen von Implantaten.',
  },
  'NB-PLATE-OFFCUT-KG': {
    name: 'Niob Blechreste nach Gewicht',
    about:
      'Reststücke aus Niobblech in Reaktorqualität, 1–6 mm dick, Verkauf nach Gewicht. Zum Eloxieren, als Schmuckrohlinge und für Vakuumbauteile.',
  },
  'TI-GR1-WIRE-M-B863': {
    name: 'Titan Grade 1 Draht als Meterware, Ø 2 mm',
    about:
      'Weichgeglühter Reintitandraht, Ø 2 mm, meterweise vom Ring abgelängt. Für Eloxiergestelle und zum Schweißen.',
  },
  'NI-201-WIRE-M-B160': {
    name: 'Nickel 201 Draht als Meterware, Ø 1 mm',
    about:
      'Draht aus kohlenstoffarmem Nickel 201, Ø 1 mm, meterweise von der Spule abgelängt. Für Batterieableiter, Anschlussdrähte und Heizelemente.',
  },
  'TI-GR2-RODENDS-KG': {
    name: 'Titan Grade 2 Stangenreste nach Gewicht',
    about:
      'Zertifizierte Reststücke aus Reintitanstangen, Ø 10–40 mm, 50–300 mm lang, Verkauf nach Gewicht. Schmelzennummern im Zeugnis; gut geeignet für Prototypen und Anoden.',
  },
};
