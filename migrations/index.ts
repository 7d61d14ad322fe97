import * as migration_20261122_070257_initial from './20261122_070257_initial';

export const migrations = [
  {
    up: migration_20261122_070257_initial.up,
    down: migration_20261122_070257_initial.down,
    name: '20261122_070257_initial'
  },
];
