/** Live chat and customer service: opening the chat or the service entry the brand sets. */
export { openCustomerService } from './openCustomerService';
