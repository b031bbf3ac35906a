/**
 * Every text a user sees that SPEC.md quotes, verbatim, typos and trailing spaces included
 * (PRODUCT.md §1). The web app and the server both read from here; tests import it instead of
 * repeating strings.
 */
export const messages = {
  home: {
    ourProducts: 'Our Products',
    seeAll: 'See All',
    newProducts: 'New produts',
    reviews: 'Reviews',
    aboutUs: 'About us',
  },
  blogs: { comingSoon: 'Coming Soon' },
  signUp: {
    nameRequired: 'Name field is required ',
    emailRequired: 'Email field is required ',
    emailInvalid: 'Provide a valid email address',
    passwordRequired: 'Password field is required ',
    passwordTooShort: 'Password must be 6 characters or longer',
    passwordTooCommon: 'This password is too common. Please choose a less predictable one',
    failure:
      "Error: The email address you have entered is already registered. Please try another email to r register'",
  },
  signIn: {
    failure: 'Error: Incorrect email address or password',
  },
  passwordReset: {
    emailMissing: 'Please enter your email address',
    sent: 'Verification email sent',
  },
  purchase: {
    addressRequired: 'Address field is required ',
    phoneRequired: 'Phone Number field is required',
    phoneTooShort: 'Phone number must be 11 characters or longer',
    belowMinimum: (minimum: number) => `You must place a minimum of ${minimum} pcs`,
    aboveTotal: (total: number) => `You cannot order more than ${total}`,
    submitted: 'Data submitted successfully',
  },
  review: {
    pictureRequired: 'Picture field is required ',
    ratingsRequired: 'Ratings field is required',
    ratingsMin: 'Type at least 1',
    ratingsMax: 'Type a maximum of 5',
    reviewRequired: 'Review field is required',
    thanks: 'Thanks for your review',
  },
  payment: {
    succeeded: 'Payment successfully completed',
  },
  toasts: {
    profileUpdated: 'Profile updated successfully',
    productAdded: 'Product added successfully',
    productRemoved: 'Product Has been Remove from Inventory',
    madeAdmin: 'Successfully made an admin',
    makeAdminFailed: 'Failed to make an admin',
  },
  confirmDelete: 'Are you sure you want to delete',
  errors: {
    notFound: 'Not found',
    productNotFound: 'Product not found',
    unauthorized: 'Please sign in to continue',
    forbidden: 'You are not allowed to do this',
    internal: 'Something went wrong on our side. Please try again',
    unavailable: 'The store is temporarily unavailable. Please try again shortly',
    tooManyRequests: 'Too many requests. Please wait a moment and try again',
  },
} as const;
