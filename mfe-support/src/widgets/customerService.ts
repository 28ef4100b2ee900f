// The live chat / customer service launcher the shell's side menu (and this area's screens) call.
export { openCustomerService } from '../features/customerService';
