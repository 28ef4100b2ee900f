// The logout flow the shell's side menu calls (docs/product-rules.md §4): the member feature's.
export { logout } from '../features/member';
