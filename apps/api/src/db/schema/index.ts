export * from './auth';
export * from './communication';
export * from './due-diligence';
export * from './firms';
export * from './insights';
export * from './portfolio';
export * from './terms';
export * from './users';
