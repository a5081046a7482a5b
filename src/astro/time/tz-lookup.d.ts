/** tz-lookup 6: the IANA time zone at a place. */
declare module 'tz-lookup' {
  /**
   * @param latitude degrees in [−90, 90]
   * @param longitude degrees in [−180, 180]
   * @returns IANA zone name, e.g. "Europe/Paris" (or an "Etc/GMT±n" zone at sea)
   */
  function tzlookup(latitude: number, longitude: number): string;
  export default tzlookup;
}
