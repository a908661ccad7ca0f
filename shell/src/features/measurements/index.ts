/**
 * The visitor measurements' public module (issue 31): started once as the app starts, told of remote
 * loads, recoveries and errors by the remotes feature. It sends, with `navigator.sendBeacon` to the
 * composer (BEACON_PATH), per remote and version of this page: page views, LCP, INP, CLS, load
 * failures, recoveries, errors and files that were not the pinned ones. No cookie, storage or identifier; the beacon has no query.
 */
export { measuredLoadsPlugin } from './measured-loads-plugin';
export { reportError, reportIntegrityFailure, reportRemoteLoad } from './measurement-events';
export { startMeasurements } from './start-measurements';
