/** Fixed interface texts of the services pages. */
export const serviceLabels = {
  overviewTitle: 'Onze diensten',
  overviewListLabel: 'Alle diensten',
  moreInfo: 'Meer informatie',
  /** Read after 'Meer informatie' by screen readers only, so every card's link has its own name. */
  moreInfoAbout: (serviceTitle: string) => `over ${serviceTitle}`,
  breadcrumbLabel: 'Kruimelpad',
  breadcrumbServices: 'Diensten',
  contactButton: 'Neem contact op',
} as const;
