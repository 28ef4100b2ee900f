/** The charity event's video banner. */
export { EventVideo } from './EventVideo';
