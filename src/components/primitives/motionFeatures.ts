/** The animation features `MotionScope` loads on its own, after the first paint. */
export { domAnimation } from 'framer-motion';
