export const STORE_TITLE = 'Store | RoboLeague — Robotics & STEM Kits';
