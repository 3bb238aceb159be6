export const CHECKER_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAI0lEQVR4nGPQiFoARyeQEC5xhkGogRhFyOKDUcMgDNaRGA8AjDpyEPo6ImgAAAAASUVORK5CYII='

/**
 * The header of a PNG that says it is 20000×20000 pixels: small as a link, seconds of painting
 * for a browser that decoded it. Refused, so the avatar is the picture drawn from the address.
 */
export const HUGE_PNG_HEADER = `data:image/png;base64,${btoa(
  String.fromCharCode(
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
    ...[0, 0, 0x4e, 0x20, 0, 0, 0x4e, 0x20, 1, 0, 0, 0, 0, 0, 0, 0, 0],
  ),
)}`
