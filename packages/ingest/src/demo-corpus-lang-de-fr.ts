// German and French words of the demo corpus's native abstracts (titles come from the topics' own German and
// French title parts): each topic's field, and its benefits in the order of `Topic.benefits`.

import type { NativeWords } from './demo-corpus-translation';

export const GERMAN: Readonly<Record<string, NativeWords>> = {
  'rechargeable batteries': {
    field: 'wiederaufladbare Batterien',
    benefits: [
      'erhöht die Energiedichte',
      'verlängert die Zyklenlebensdauer',
      'erhöht die Sicherheit unter Missbrauchsbedingungen',
    ],
  },
  'photovoltaic devices': {
    field: 'photovoltaische Vorrichtungen',
    benefits: ['erhöht den Wirkungsgrad', 'senkt die Herstellungskosten', 'verbessert die Langzeitstabilität'],
  },
  'semiconductor devices': {
    field: 'Halbleiterbauelemente',
    benefits: ['verringert den Leckstrom', 'erhöht die Integrationsdichte', 'verbessert die Schaltgeschwindigkeit'],
  },
  'display devices': {
    field: 'Anzeigevorrichtungen',
    benefits: ['verbessert die Bildqualität', 'senkt den Stromverbrauch', 'verschmälert den Rahmen'],
  },
  'wireless communication': {
    field: 'die drahtlose Kommunikation',
    benefits: [
      'verringert die Latenz',
      'verbessert die spektrale Effizienz',
      'senkt den Energieverbrauch des Endgeräts',
    ],
  },
  'machine learning': {
    field: 'das maschinelle Lernen',
    benefits: [
      'verbessert die Erkennungsgenauigkeit',
      'verringert die Rechenlast',
      'schützt die Privatsphäre der Nutzerdaten',
    ],
  },
  'driver assistance and vehicle control': {
    field: 'Fahrerassistenz und Fahrzeugsteuerung',
    benefits: ['verbessert die Verkehrssicherheit', 'erhöht den Fahrkomfort', 'verringert Fehlalarme'],
  },
  'wind turbines': {
    field: 'Windenergieanlagen',
    benefits: ['erhöht den Jahresenergieertrag', 'verringert die mechanischen Lasten', 'verlängert die Lebensdauer'],
  },
  'pharmaceutical compounds': {
    field: 'pharmazeutische Verbindungen',
    benefits: [
      'verbessert die therapeutische Wirksamkeit',
      'verringert Nebenwirkungen',
      'erhöht die orale Bioverfügbarkeit',
    ],
  },
  'therapeutic antibodies': {
    field: 'therapeutische Antikörper',
    benefits: [
      'erhöht die Bindungsaffinität',
      'verringert die Immunogenität',
      'verbessert die Stabilität der Formulierung',
    ],
  },
  'medical devices': {
    field: 'Medizinprodukte',
    benefits: [
      'verringert die Traumatisierung des Gewebes',
      'verbessert die Platzierbarkeit',
      'ermöglicht eine kontinuierliche Überwachung',
    ],
  },
  packaging: {
    field: 'Verpackungen',
    benefits: ['verbessert die Recyclingfähigkeit', 'verlängert die Haltbarkeit', 'verringert den Materialeinsatz'],
  },
  'inkjet printing': {
    field: 'den Tintenstrahldruck',
    benefits: ['verbessert die Druckqualität', 'erhöht die Druckgeschwindigkeit', 'verringert den Wartungsaufwand'],
  },
  robotics: {
    field: 'die Robotik',
    benefits: [
      'verbessert die Sicherheit der Mensch-Roboter-Kollaboration',
      'erhöht die Greifzuverlässigkeit',
      'verkürzt die Taktzeit',
    ],
  },
  'heat pumps and air conditioning': {
    field: 'Wärmepumpen und Klimatisierung',
    benefits: ['erhöht die saisonale Effizienz', 'verringert die Kältemittelfüllmenge', 'verkürzt die Abtauzeit'],
  },
  'beverage preparation': {
    field: 'die Getränkezubereitung',
    benefits: ['verbessert die Getränkequalität', 'vereinfacht die Reinigung', 'verringert Abfall'],
  },
};

export const FRENCH: Readonly<Record<string, NativeWords>> = {
  'rechargeable batteries': {
    field: 'les batteries rechargeables',
    benefits: [
      "améliore la densité d'énergie",
      'prolonge la durée de vie en cyclage',
      'accroît la sécurité en conditions abusives',
    ],
  },
  'photovoltaic devices': {
    field: 'les dispositifs photovoltaïques',
    benefits: [
      'augmente le rendement de conversion',
      'réduit le coût de production',
      'améliore la stabilité à long terme',
    ],
  },
  'semiconductor devices': {
    field: 'les dispositifs à semi-conducteur',
    benefits: ['réduit le courant de fuite', "augmente la densité d'intégration", 'améliore la vitesse de commutation'],
  },
  'display devices': {
    field: "les dispositifs d'affichage",
    benefits: ["améliore la qualité d'image", "réduit la consommation d'énergie", 'réduit la largeur de la bordure'],
  },
  'wireless communication': {
    field: 'les communications sans fil',
    benefits: ['réduit la latence', "améliore l'efficacité spectrale", "réduit la consommation d'énergie du terminal"],
  },
  'machine learning': {
    field: "l'apprentissage automatique",
    benefits: [
      'améliore la précision de reconnaissance',
      'réduit la charge de calcul',
      'préserve la confidentialité des données des utilisateurs',
    ],
  },
  'driver assistance and vehicle control': {
    field: "l'aide à la conduite et la commande de véhicules",
    benefits: ['améliore la sécurité routière', 'augmente le confort de conduite', 'réduit les fausses alertes'],
  },
  'wind turbines': {
    field: 'les éoliennes',
    benefits: [
      "augmente la production annuelle d'énergie",
      'réduit les charges mécaniques',
      'prolonge la durée de vie',
    ],
  },
  'pharmaceutical compounds': {
    field: 'les composés pharmaceutiques',
    benefits: [
      "améliore l'efficacité thérapeutique",
      'réduit les effets secondaires',
      'augmente la biodisponibilité orale',
    ],
  },
  'therapeutic antibodies': {
    field: 'les anticorps thérapeutiques',
    benefits: ["augmente l'affinité de liaison", "réduit l'immunogénicité", 'améliore la stabilité de la formulation'],
  },
  'medical devices': {
    field: 'les dispositifs médicaux',
    benefits: ['réduit le traumatisme des tissus', 'améliore la navigabilité', 'permet une surveillance continue'],
  },
  packaging: {
    field: 'les emballages',
    benefits: ['améliore la recyclabilité', 'prolonge la durée de conservation', 'réduit la quantité de matière'],
  },
  'inkjet printing': {
    field: "l'impression à jet d'encre",
    benefits: ["améliore la qualité d'impression", "augmente la vitesse d'impression", "réduit l'entretien"],
  },
  robotics: {
    field: 'la robotique',
    benefits: [
      'améliore la sécurité de la collaboration homme-robot',
      'augmente la fiabilité de préhension',
      'réduit le temps de cycle',
    ],
  },
  'heat pumps and air conditioning': {
    field: 'les pompes à chaleur et la climatisation',
    benefits: [
      "augmente l'efficacité saisonnière",
      'réduit la charge de fluide frigorigène',
      'raccourcit le temps de dégivrage',
    ],
  },
  'beverage preparation': {
    field: 'la préparation de boissons',
    benefits: ['améliore la qualité de la boisson', 'simplifie le nettoyage', 'réduit les déchets'],
  },
};
