/** Login: by password or SMS code, with the captcha and remember password. */
export { LoginForm } from './LoginForm';
