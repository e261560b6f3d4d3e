/**
 * The heights of the endpoint list's rows, in CSS pixels: the virtual list places rows by them, and the plain list
 * shown while the virtual one loads sizes itself to the window with them.
 */
export const HEADER_HEIGHT = 34
export const ITEM_HEIGHT = 30
