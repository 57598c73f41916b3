/**
 * The words of the portal's first chunk (sign-in, frame, home screens) in English: the source the
 * Spanish catalogue is typed against. The maintenance and money chunks carry their own.
 */
export const portalText = {
  page: {
    title: 'Owner and Tenant Portal',
    description: 'Owners and tenants sign in to see their homes, leases and documents.',
    checkingSession: 'Checking your session…',
  },
  languageSwitch: 'Language',
  officeHours: '7am-7pm daily',
  signIn: {
    heading: 'Owner and Tenant Sign In',
    resetHeading: 'Reset your password',
    intro: 'Sign in to see your homes, your lease and your documents.',
    resetIntro: 'Enter your email and we will send you a link to set a new password.',
    email: 'Email',
    password: 'Password',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    wait: 'Please wait...',
    submit: 'Sign In',
    sendReset: 'Send reset link',
    backToSignIn: 'Back to sign in',
    forgot: 'Forgot password?',
    invitationOnly: 'Accounts are by invitation from the office. Trouble signing in? Call',
    /** Null: the auth feature's own English words. */
    wrongCredentials: null as string | null,
    failed: null as string | null,
    resetSent: null as string | null,
  },
  frame: {
    back: 'Back to your portal',
    signedInAs: (email: string) => `Signed in as ${email}`,
    signOut: 'Sign out',
    yourPortals: 'Your portals',
    yourPortal: 'Your portal',
    ownerPortal: 'Owner portal',
    tenantPortal: 'Tenant portal',
    checkingAccess: 'Checking your access…',
    accessFailed: 'We could not check your access.',
    staffTitle: 'This is the owner and tenant portal',
    noAccessTitle: 'No portal access',
    staffText:
      'Your staff account has no owner or tenant role. Homes, leases and documents are managed in the admin area.',
    staffButton: 'Go to the admin area',
    noAccessText:
      'This account has no portal access. If you are an owner or a tenant of ours, call the office and we will invite you again.',
    callOffice: (phone: string) => `Call the office: ${phone}`,
    officeHours: (hours: string) => `Office hours: ${hours}`,
    requestTitle: 'Request maintenance',
    requestOwnerText: (phone: string) =>
      `Maintenance requests are filed by the home's tenants. Call the office about a repair: ${phone}.`,
    requestScreenTitle: 'Maintenance request',
    loadingMaintenance: 'Loading maintenance…',
    loadingMoney: 'Loading payments…',
  },
  status: {
    checkConnection: 'Check your connection and try again.',
    tryAgain: 'Try again',
  },
  documents: {
    download: 'Download',
    downloadNamed: (title: string) => `Download ${title}`,
    opening: 'Opening…',
    failed: 'The document could not be opened. Try again.',
    added: (kind: string, when: string) => `${kind} · added ${when}`,
  },
  office: {
    heading: 'Contact the office',
    call: (phone: string) => `Call ${phone}`,
    hours: (hours: string) => `Office hours: ${hours}`,
    maintenanceHeading: 'Maintenance, 24/7',
    maintenanceText: 'For repairs and emergencies, day or night.',
    maintenanceCall: (phone: string) => `Call maintenance: ${phone}`,
    noticesHeading: 'Manager and address for notices',
    noticesText:
      'Your home is managed by the company below, which also receives notices and service of process for the owner (California Civil Code 1962).',
    noticesCall: (phone: string) => `Phone: ${phone}`,
    payRent: (payee: string, methods: string, hours: string) =>
      `Rent is paid to ${payee} at this address, by ${methods}: in person during office hours (${hours}) or by mail. Cash only in person, for a receipt.`,
  },
  tenant: {
    loading: 'Loading your lease…',
    failed: 'Your lease could not be loaded.',
    emptyTitle: 'No lease yet',
    emptyText:
      'Your lease will show here once the office has entered it. Call us if you expected it.',
    yourLease: 'Your lease',
    status: 'Status',
    start: 'Start',
    end: 'End',
    monthToMonth: 'Month-to-month',
    rent: 'Rent',
    perMonth: (rent: string) => `${rent} a month`,
    due: 'Due',
    dueOn: (day: number) => {
      const suffix =
        day % 10 === 1 && day !== 11
          ? 'st'
          : day % 10 === 2 && day !== 12
            ? 'nd'
            : day % 10 === 3 && day !== 13
              ? 'rd'
              : 'th';
      return `On the ${day}${suffix} of each month`;
    },
    deposit: 'Deposit held',
    lateFee: 'Late fee',
    lateFeeText: (fee: string, days: number) => `${fee} if rent is more than ${days} days late`,
    none: 'None',
    yourDocuments: 'Your documents',
    documents: 'Documents',
    noDocuments: 'No documents shared with you yet.',
  },
  owner: {
    loading: 'Loading your homes…',
    failed: 'Your homes could not be loaded.',
    emptyTitle: 'No homes yet',
    emptyText: 'The office has not linked a home to your account yet. Call us if one is missing.',
    yourHomes: 'Your homes',
    occupancy: (occupied: number, units: number) =>
      `Occupancy: ${occupied} of ${units} ${units === 1 ? 'unit' : 'units'} occupied`,
    plan: (plan: string, since: string) => ` · ${plan} plan, managed since ${since}`,
    unitsOf: (street: string) => `Units of ${street}`,
    unitsAndLeases: 'Units and leases',
    vacant: 'Vacant: no current lease.',
    tenant: 'Tenant',
    notNamed: 'Not named yet',
    rent: 'Rent',
    perMonth: (rent: string) => `${rent} a month`,
    lease: 'Lease',
    leaseText: (status: string, from: string, end: string | null) =>
      `${status}, from ${from}, ${end ? `ends ${end}` : 'month-to-month'}`,
    documentsOf: (street: string) => `Documents of ${street}`,
    documents: 'Documents',
    noDocuments: 'No documents for this home yet.',
    endingSoon: (days: number) => `Leases ending in the next ${days} days`,
    noneEnding: 'None. We will tell you before one does.',
    aTenant: 'tenant',
  },
  insurance: {
    heading: 'Renters insurance',
    onFile: (when: string) => `Proof on file, uploaded ${when}`,
    download: 'Download your insurance proof',
    none: 'No proof on file yet. Upload your policy’s declarations page.',
    replaceLabel: 'Replace your proof (PDF or photo)',
    label: 'Your proof (PDF or photo)',
    chooseFirst: 'Choose a PDF or a photo of your insurance proof first.',
    uploading: 'Uploading…',
    replace: 'Replace proof',
    upload: 'Upload proof',
    done: 'Thank you: your proof of insurance is on file.',
  },
};

export type PortalText = typeof portalText;
