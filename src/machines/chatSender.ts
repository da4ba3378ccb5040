/** The member's chat messages carry this sender (no imports: the member store reads it at first paint). */
export const memberSender = 'me';
