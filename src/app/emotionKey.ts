/** The emotion cache key of the app: the class prefix the prerendered styles and the browser share. */
export const emotionKey = 'css';
