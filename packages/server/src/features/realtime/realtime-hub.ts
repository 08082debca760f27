// The hub lives in src/realtime (infrastructure beside jobs and mail, so the app context can name it without an
// import loop through the features); this keeps the features' import path of the issue 20 contract working.
export * from '../../realtime/realtime-hub';
