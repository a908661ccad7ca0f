import { type ServiceDetail, serviceCardPath } from '../service-detail';

const cardPath = (anchor: string) => serviceCardPath('webshops', anchor);

export const webshops: ServiceDetail = {
  name: 'webshops',
  description:
    'Een webshop laten maken door Codekade: e-commerce platforms, betaal- en logistieke koppelingen, conversie-optimalisatie, mobile commerce en klantbeheer.',
  picture: new URL('../../assets/services/webshops.svg', import.meta.url).href,
  heroLead: 'E-commerce oplossingen op maat: een webshop die verkoopt en die je zelf makkelijk beheert.',
  intro: {
    title: 'Meer verkopen met minder gedoe',
    paragraphs: [
      'Een goede webshop is meer dan een mooie productpagina. Betalen moet vertrouwd voelen, bestellingen moeten vanzelf bij je magazijn of pakketdienst terechtkomen en klanten moeten op hun telefoon net zo makkelijk afrekenen als op een laptop.',
      'Wij kiezen samen met jou het platform dat past bij je assortiment en je groeiplannen, en regelen de koppelingen. Zo kun jij je richten op je producten en je klanten.',
    ],
  },
  cardsTitle: 'Wat we voor je webshop doen',
  cards: [
    {
      title: 'E-commerce platforms',
      description:
        'Shopify, WooCommerce of maatwerk: we adviseren eerlijk welk platform past bij jouw assortiment en budget.',
      icon: 'cart',
      features: [
        'Platformadvies zonder verkooppraatje',
        'Productcatalogus met filters',
        'Overstap vanaf je huidige webshop',
        'Een beheeromgeving die je zelf begrijpt',
      ],
      path: cardPath('e-commerce-platforms'),
    },
    {
      title: 'Betaalintegraties',
      description: 'iDEAL, creditcard, Bancontact en achteraf betalen: de betaalmethoden die jouw klanten verwachten.',
      icon: 'creditCard',
      features: [
        'Koppeling met Mollie, Stripe of Adyen',
        'iDEAL en Bancontact',
        'Achteraf betalen',
        'Terugbetalen met één klik',
      ],
      path: cardPath('betaalintegraties'),
    },
    {
      title: 'Logistieke integraties',
      description:
        'Bestellingen gaan automatisch naar je magazijn of pakketdienst, met verzendlabels en track-and-trace.',
      icon: 'truck',
      features: [
        'Koppelingen met PostNL, DHL en Sendcloud',
        'Voorraad overal gelijk',
        'Verzendlabels zonder overtypen',
        'Track-and-trace voor je klant',
      ],
      path: cardPath('logistieke-integraties'),
    },
    {
      title: 'Conversie-optimalisatie',
      description:
        'We zoeken uit waar bezoekers afhaken en verbeteren stap voor stap je productpagina’s en je afrekenproces.',
      icon: 'trendingUp',
      features: [
        'Analyse van de klantreis',
        'A/B-tests van varianten',
        'Een korter afrekenproces',
        'Duidelijke productpagina’s',
      ],
      path: cardPath('conversie-optimalisatie'),
    },
    {
      title: 'Mobile commerce',
      description:
        'Ruim de helft van je bezoekers winkelt op de telefoon. Daarom ontwerpen we je webshop eerst voor het kleine scherm.',
      icon: 'smartphone',
      features: [
        'Mobile-first ontwerp',
        'Snel laden op een mobiele verbinding',
        'Apple Pay en Google Pay',
        'Knoppen en formulieren die met je duim werken',
      ],
      path: cardPath('mobile-commerce'),
    },
    {
      title: 'Klantbeheer',
      description:
        'Klantaccounts, bestelhistorie en nieuwsbrieven die helpen om van een eerste koper een vaste klant te maken.',
      icon: 'users',
      features: [
        'Klantaccounts met bestelhistorie',
        'Koppeling met je CRM of e-mailmarketing',
        'Kortingscodes en spaaracties',
        'Klantgegevens AVG-proof opgeslagen',
      ],
      path: cardPath('klantbeheer'),
    },
  ],
  callToAction: {
    title: 'Klaar voor je eigen webshop?',
    text: 'Vertel ons wat je verkoopt en aan wie. We laten je zien welke aanpak past en wat die kost, zonder kleine lettertjes.',
  },
};
