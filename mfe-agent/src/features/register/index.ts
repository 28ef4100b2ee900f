/** Agent registration: the form with the server's rules, the link's invitation code and the field checks. */
export { AgentRegisterForm } from './AgentRegisterForm';
export { useLinkAffiliateCode } from './useLinkAffiliateCode';
export { validateField } from './validation';
