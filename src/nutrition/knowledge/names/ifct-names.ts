// Everyday names for IFCT raw foods ("atta", "toor dal"), in addition to IFCT's own English
// and regional names. These outrank IFCT's regional names when a name is shared.
export const IFCT_NAMES: Record<string, string[]> = {};
