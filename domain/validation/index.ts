export * from './email.ts';
export * from './inputRules.ts';
export * from './names.ts';
export * from './dateOfBirth.ts';
export * from './registration.ts';
