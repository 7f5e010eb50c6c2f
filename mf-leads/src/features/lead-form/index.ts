/** What the visitors' lead forms (popup, visit, customer, interest page) build on; the rest stays inside. */
export { ConsentNotice } from './components/consent-notice';
export { NameField, PhoneField } from './components/contact-fields';
export { HoneypotField } from './components/honeypot-field';
export { InlineResult } from './components/inline-result';
export { LandingFields } from './components/landing-fields';
export { InterestForm } from './components/interest-form';
export { TextField } from './components/text-field';
export { useLeadForm, type LeadFormState } from './hooks/use-lead-form';
