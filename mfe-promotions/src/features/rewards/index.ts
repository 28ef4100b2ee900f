/** The reward centre's list. */
export { RewardList } from './RewardList';
