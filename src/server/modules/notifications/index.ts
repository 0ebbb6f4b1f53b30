/** The notifications module's public entry: what other modules and the app may use (decision 0084). */

export { scheduleReminders } from './job';
export { markPlaceRead, notify } from './notify';
export { readPreferences, roleOf } from './preferences';
export { registerNotifications } from './register';
export { readReshop } from './reshop';
export { remindDueTasks } from './task-reminders';
