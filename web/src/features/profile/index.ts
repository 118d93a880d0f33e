export { profileQueryOptions, getProfile, type Profile } from './api';
