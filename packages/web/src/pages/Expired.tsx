/** /expired: where a share link answering 410 leads (SPEC §8). */
export { Expired } from '../ui/Expired';
