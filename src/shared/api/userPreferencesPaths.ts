// The preferences call's path, apart from its schemas (userPreferences.ts),
// for the web's account sync, which every page carries.

export const USER_PREFERENCES_PATH = '/user-app/v1/users/me/preferences';
