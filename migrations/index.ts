import * as migration_20261122_070257_initial from './20261122_070257_initial';
import * as migration_20261122_072809_cars_and_content from './20261122_072809_cars_and_content';
import * as migration_20261122_073404_leads_posts_and_drafts from './20261122_073404_leads_posts_and_drafts';
import * as migration_20261122_073851_lead_rate_limits from './20261122_073851_lead_rate_limits';
import * as migration_20261122_124500_shopper_sign_in from './20261122_124500_shopper_sign_in';
import * as migration_20261123_213747_reservations_staff_online_purchase from './20261123_213747_reservations_staff_online_purchase';
import * as migration_20261123_220000_cars_texts_parent_index from './20261123_220000_cars_texts_parent_index';
import * as migration_20261123_230000_model_categories_as_slugs from './20261123_230000_model_categories_as_slugs';
import * as migration_20261124_043354_cars_stock_cache_hooks from './20261124_043354_cars_stock_cache_hooks';
import * as migration_20261124_070016_id_check_hooks from './20261124_070016_id_check_hooks';
import * as migration_20261125_003136_tenant_isolation from './20261125_003136_tenant_isolation';
import * as migration_20261125_032800_model_menu_order from './20261125_032800_model_menu_order';
import * as migration_20261125_034949_site_settings_and_locations from './20261125_034949_site_settings_and_locations';
import * as migration_20261125_042829_audit_log_and_lead_deletion from './20261125_042829_audit_log_and_lead_deletion';
import * as migration_20261125_051210_site_save_valuation from './20261125_051210_site_save_valuation';
import * as migration_20261125_073653_admin_history_imports_notifications from './20261125_073653_admin_history_imports_notifications';
import * as migration_20261128_053708_trusted_stock_feeds_per_site_slugs from './20261128_053708_trusted_stock_feeds_per_site_slugs';
import * as migration_20261128_090000_scheduled_feed_pulls from './20261128_090000_scheduled_feed_pulls';
import * as migration_20261128_093735_issue26_27_28_demo_rules_limits_alt from './20261128_093735_issue26_27_28_demo_rules_limits_alt';
import * as migration_20261128_144113_saved_search_alert_jobs_and_switch from './20261128_144113_saved_search_alert_jobs_and_switch';
import * as migration_20261128_144114_saved_searches_and_alerts from './20261128_144114_saved_searches_and_alerts';
import * as migration_20261207_110000_import_trust_round_two from './20261207_110000_import_trust_round_two';
import * as migration_20261207_111310_feed_photos_are_ours from './20261207_111310_feed_photos_are_ours';
import * as migration_20261207_111500_lead_references_confirmations_destinations from './20261207_111500_lead_references_confirmations_destinations';
import * as migration_20261207_150000_saved_searches_by_email from './20261207_150000_saved_searches_by_email';
import * as migration_20261207_180435_dealer_groups from './20261207_180435_dealer_groups';

export const migrations = [
  {
    up: migration_20261122_070257_initial.up,
    down: migration_20261122_070257_initial.down,
    name: '20261122_070257_initial',
  },
  {
    up: migration_20261122_072809_cars_and_content.up,
    down: migration_20261122_072809_cars_and_content.down,
    name: '20261122_072809_cars_and_content',
  },
  {
    up: migration_20261122_073404_leads_posts_and_drafts.up,
    down: migration_20261122_073404_leads_posts_and_drafts.down,
    name: '20261122_073404_leads_posts_and_drafts',
  },
  {
    up: migration_20261122_073851_lead_rate_limits.up,
    down: migration_20261122_073851_lead_rate_limits.down,
    name: '20261122_073851_lead_rate_limits',
  },
  {
    up: migration_20261122_124500_shopper_sign_in.up,
    down: migration_20261122_124500_shopper_sign_in.down,
    name: '20261122_124500_shopper_sign_in',
  },
  {
    up: migration_20261123_213747_reservations_staff_online_purchase.up,
    down: migration_20261123_213747_reservations_staff_online_purchase.down,
    name: '20261123_213747_reservations_staff_online_purchase',
  },
  {
    up: migration_20261123_220000_cars_texts_parent_index.up,
    down: migration_20261123_220000_cars_texts_parent_index.down,
    name: '20261123_220000_cars_texts_parent_index',
  },
  {
    up: migration_20261123_230000_model_categories_as_slugs.up,
    down: migration_20261123_230000_model_categories_as_slugs.down,
    name: '20261123_230000_model_categories_as_slugs',
  },
  {
    up: migration_20261124_043354_cars_stock_cache_hooks.up,
    down: migration_20261124_043354_cars_stock_cache_hooks.down,
    name: '20261124_043354_cars_stock_cache_hooks',
  },
  {
    up: migration_20261124_070016_id_check_hooks.up,
    down: migration_20261124_070016_id_check_hooks.down,
    name: '20261124_070016_id_check_hooks',
  },
  {
    up: migration_20261125_003136_tenant_isolation.up,
    down: migration_20261125_003136_tenant_isolation.down,
    name: '20261125_003136_tenant_isolation',
  },
  {
    up: migration_20261125_032800_model_menu_order.up,
    down: migration_20261125_032800_model_menu_order.down,
    name: '20261125_032800_model_menu_order',
  },
  {
    up: migration_20261125_034949_site_settings_and_locations.up,
    down: migration_20261125_034949_site_settings_and_locations.down,
    name: '20261125_034949_site_settings_and_locations',
  },
  {
    up: migration_20261125_042829_audit_log_and_lead_deletion.up,
    down: migration_20261125_042829_audit_log_and_lead_deletion.down,
    name: '20261125_042829_audit_log_and_lead_deletion',
  },
  {
    up: migration_20261125_051210_site_save_valuation.up,
    down: migration_20261125_051210_site_save_valuation.down,
    name: '20261125_051210_site_save_valuation',
  },
  {
    up: migration_20261125_073653_admin_history_imports_notifications.up,
    down: migration_20261125_073653_admin_history_imports_notifications.down,
    name: '20261125_073653_admin_history_imports_notifications',
  },
  {
    up: migration_20261128_053708_trusted_stock_feeds_per_site_slugs.up,
    down: migration_20261128_053708_trusted_stock_feeds_per_site_slugs.down,
    name: '20261128_053708_trusted_stock_feeds_per_site_slugs',
  },
  {
    up: migration_20261128_090000_scheduled_feed_pulls.up,
    down: migration_20261128_090000_scheduled_feed_pulls.down,
    name: '20261128_090000_scheduled_feed_pulls',
  },
  {
    up: migration_20261128_093735_issue26_27_28_demo_rules_limits_alt.up,
    down: migration_20261128_093735_issue26_27_28_demo_rules_limits_alt.down,
    name: '20261128_093735_issue26_27_28_demo_rules_limits_alt',
  },
  {
    up: migration_20261128_144113_saved_search_alert_jobs_and_switch.up,
    down: migration_20261128_144113_saved_search_alert_jobs_and_switch.down,
    name: '20261128_144113_saved_search_alert_jobs_and_switch',
  },
  {
    up: migration_20261128_144114_saved_searches_and_alerts.up,
    down: migration_20261128_144114_saved_searches_and_alerts.down,
    name: '20261128_144114_saved_searches_and_alerts',
  },
  {
    up: migration_20261207_110000_import_trust_round_two.up,
    down: migration_20261207_110000_import_trust_round_two.down,
    name: '20261207_110000_import_trust_round_two',
  },
  {
    up: migration_20261207_111310_feed_photos_are_ours.up,
    down: migration_20261207_111310_feed_photos_are_ours.down,
    name: '20261207_111310_feed_photos_are_ours',
  },
  {
    up: migration_20261207_111500_lead_references_confirmations_destinations.up,
    down: migration_20261207_111500_lead_references_confirmations_destinations.down,
    name: '20261207_111500_lead_references_confirmations_destinations',
  },
  {
    up: migration_20261207_150000_saved_searches_by_email.up,
    down: migration_20261207_150000_saved_searches_by_email.down,
    name: '20261207_150000_saved_searches_by_email',
  },
  {
    up: migration_20261207_180435_dealer_groups.up,
    down: migration_20261207_180435_dealer_groups.down,
    name: '20261207_180435_dealer_groups'
  },
];
