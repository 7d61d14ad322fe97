import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__sites_v_version_search_sort_options" AS ENUM('relevant', 'latest', 'price_desc', 'price_asc', 'km_desc', 'km_asc');
  CREATE TYPE "public"."enum__sites_v_version_search_filters" AS ENUM('car_type', 'make', 'model', 'price', 'year', 'km', 'body', 'fuel', 'transmission', 'drive', 'colour', 'seats', 'state', 'city', 'location_name', 'dealership_name', 'badge', 'item_type', 'tag', 'categories', 'weekly_price_range');
  CREATE TYPE "public"."enum__sites_v_version_content_model_menu_links" AS ENUM('get-quote', 'all-models', 'our-stock', 'business-fleet', 'book-test-drive', 'mytoyota-connect', 'demonstrator-models', 'toyota-connected');
  CREATE TYPE "public"."enum__sites_v_version_template" AS ENUM('franchise', 'multi-franchise', 'caravan');
  CREATE TYPE "public"."enum__sites_v_version_locale" AS ENUM('en-AU', 'en-NZ', 'en-US');
  CREATE TYPE "public"."enum__sites_v_version_theme_font" AS ENUM('system', 'serif', 'rounded');
  CREATE TYPE "public"."enum__sites_v_version_cards_favourites" AS ENUM('off', 'local', 'watchlist');
  CREATE TYPE "public"."enum__sites_v_version_cards_buy_button" AS ENUM('reserve', 'buy-online');
  CREATE TYPE "public"."enum__sites_v_version_finance_route" AS ENUM('/finance', '/finance-enquiry', '/apply-for-finance');
  CREATE TYPE "public"."enum__sites_v_version_forms_terms_field" AS ENUM('terms_agreed', 'terms_conditions');
  CREATE TYPE "public"."enum__sites_v_version_forms_terms_message" AS ENUM('short', 'long');
  CREATE TYPE "public"."enum__sites_v_version_content_model_page_pattern" AS ENUM('default', 'new-vehicle');
  CREATE TYPE "public"."enum__sites_v_version_car_page_reserve_button_style" AS ENUM('success', 'primary', 'outline');
  CREATE TYPE "public"."enum__locations_v_version_location_subtype" AS ENUM('buying', 'used', 'new', 'service-and-parts', 'body-shop');
  CREATE TYPE "public"."enum__locations_v_version_opening_hours_weekday" AS ENUM('0', '1', '2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum__locations_v_version_opening_hours_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum__locations_v_version_special_hours_status" AS ENUM('Open', 'Closed', 'By appointment only');
  CREATE TYPE "public"."enum__locations_v_version_location_type" AS ENUM('sales', 'service', 'parts');
  CREATE TYPE "public"."enum__navigation_v_version_header_menu" AS ENUM('links', 'models', 'stock', 'brands');
  CREATE TYPE "public"."enum_stock_imports_status" AS ENUM('queued', 'running', 'done', 'failed');
  CREATE TYPE "public"."enum_stock_imports_format" AS ENUM('csv', 'json');
  CREATE TYPE "public"."enum__promo_tiles_v_version_display" AS ENUM('new', 'used', 'demo', 'make', 'model');
  CREATE TYPE "public"."enum_leads_delivery_notification_status" AS ENUM('pending', 'delivered', 'retrying', 'failed', 'not-configured');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'importStock';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'importStock';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_sites_v_version_domains" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"domain" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v_version_search_sort_options" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__sites_v_version_search_sort_options",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_sites_v_version_search_filters" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__sites_v_version_search_filters",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_sites_v_version_content_model_menu_links" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__sites_v_version_content_model_menu_links",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_sites_v_version_wording" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_sites_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_updated_by_id" integer,
  	"version_slug" varchar NOT NULL,
  	"version_template" "enum__sites_v_version_template" DEFAULT 'franchise',
  	"version_locale" "enum__sites_v_version_locale" DEFAULT 'en-AU' NOT NULL,
  	"version_time_zone" varchar DEFAULT 'Australia/Sydney',
  	"version_manufacturer_id" integer,
  	"version_base_domain" varchar,
  	"version_city" varchar,
  	"version_state" varchar,
  	"version_theme_logo_id" integer,
  	"version_theme_primary_color" varchar DEFAULT '#0b3d91',
  	"version_theme_accent_color" varchar DEFAULT '#e4002b',
  	"version_theme_font" "enum__sites_v_version_theme_font" DEFAULT 'system',
  	"version_theme_hero_image_id" integer,
  	"version_search_stock_filter" varchar,
  	"version_search_makes_by_volume" boolean DEFAULT false,
  	"version_search_popular_makes_heading" varchar DEFAULT 'Popular Makes',
  	"version_search_used_car_list_route" boolean DEFAULT false,
  	"version_search_stock_count" numeric,
  	"version_search_hits_per_page" numeric DEFAULT 21,
  	"version_search_seo_heading" varchar,
  	"version_search_seo_footer" varchar,
  	"version_cards_no_price_text" varchar DEFAULT 'Enquire for price.',
  	"version_cards_sold_tag_text" varchar DEFAULT 'SOLD',
  	"version_cards_new_tag_text" varchar DEFAULT 'NEW',
  	"version_cards_electric_hybrid_tags" boolean DEFAULT false,
  	"version_cards_runout_sale_green" boolean DEFAULT false,
  	"version_cards_subscriptions" boolean DEFAULT false,
  	"version_cards_show_descriptions" boolean DEFAULT false,
  	"version_cards_favourites" "enum__sites_v_version_cards_favourites" DEFAULT 'local',
  	"version_cards_compare" boolean DEFAULT true,
  	"version_cards_strict_save_rule" boolean DEFAULT false,
  	"version_cards_arriving_soon_text" varchar DEFAULT '',
  	"version_cards_buy_button" "enum__sites_v_version_cards_buy_button" DEFAULT 'reserve',
  	"version_finance_enabled" boolean DEFAULT true,
  	"version_finance_provider" varchar,
  	"version_finance_route" "enum__sites_v_version_finance_route" DEFAULT '/finance',
  	"version_finance_calculator_interest_rate" numeric DEFAULT 10,
  	"version_finance_button_text" varchar DEFAULT 'Finance Enquiry',
  	"version_finance_personalised" boolean DEFAULT false,
  	"version_finance_gated_mode" boolean DEFAULT false,
  	"version_forms_message_required" boolean DEFAULT true,
  	"version_forms_force_location_field" boolean DEFAULT false,
  	"version_forms_location_required_for_new_cars" boolean DEFAULT false,
  	"version_forms_hide_opt_in" boolean DEFAULT false,
  	"version_forms_test_drive_terms" boolean DEFAULT false,
  	"version_forms_make_an_offer" boolean DEFAULT false,
  	"version_forms_trade_in_link" boolean DEFAULT true,
  	"version_forms_save_valuation" boolean DEFAULT false,
  	"version_forms_no_preferred_dealership" boolean DEFAULT false,
  	"version_forms_terms_field" "enum__sites_v_version_forms_terms_field" DEFAULT 'terms_agreed',
  	"version_forms_terms_message" "enum__sites_v_version_forms_terms_message" DEFAULT 'short',
  	"version_forms_lead_email" varchar,
  	"version_forms_lead_webhook_url" varchar,
  	"version_forms_lead_notifications_enabled" boolean DEFAULT true,
  	"version_header_search_bar" boolean DEFAULT true,
  	"version_header_phones" boolean DEFAULT true,
  	"version_header_contact_buttons" boolean DEFAULT true,
  	"version_header_hover_dropdowns" boolean DEFAULT false,
  	"version_header_location_banner" boolean DEFAULT true,
  	"version_header_chat" boolean DEFAULT false,
  	"version_header_chat_off_for_service_and_parts" boolean DEFAULT false,
  	"version_content_model_page_pattern" "enum__sites_v_version_content_model_page_pattern" DEFAULT 'default',
  	"version_content_stock_path" varchar DEFAULT '/search/new-cars',
  	"version_content_google_reviews_quantity" numeric DEFAULT 12,
  	"version_content_blog_adventures" boolean DEFAULT false,
  	"version_content_sticky_mobile_footer" boolean DEFAULT true,
  	"version_content_review_page_url" varchar,
  	"version_content_default_images_offers_id" integer,
  	"version_content_default_images_finance_id" integer,
  	"version_content_default_images_contact_id" integer,
  	"version_content_default_images_fleet_id" integer,
  	"version_content_default_images_parts_id" integer,
  	"version_content_default_images_blog_id" integer,
  	"version_car_page_similar_cars" boolean DEFAULT true,
  	"version_car_page_print_pdf" boolean DEFAULT true,
  	"version_car_page_get_directions_new_tab" boolean DEFAULT true,
  	"version_car_page_star_rating" boolean DEFAULT false,
  	"version_car_page_minimum_review_rating" numeric DEFAULT 4,
  	"version_car_page_reserve" boolean DEFAULT true,
  	"version_car_page_deposit_amount" numeric DEFAULT 200,
  	"version_car_page_reserve_holds_per_phone" numeric DEFAULT 2,
  	"version_car_page_reserve_holds_per_ip_per_day" numeric DEFAULT 5,
  	"version_car_page_reserve_requires_sign_in" boolean DEFAULT true,
  	"version_car_page_reserve_button_style" "enum__sites_v_version_car_page_reserve_button_style" DEFAULT 'success',
  	"version_car_page_sidebar" boolean DEFAULT true,
  	"version_car_page_by_appointment_only" boolean DEFAULT false,
  	"version_car_page_online_purchase" boolean DEFAULT false,
  	"version_phones_new" varchar,
  	"version_phones_used" varchar,
  	"version_phones_demo" varchar,
  	"version_complaints_contact_name" varchar,
  	"version_complaints_contact_email" varchar,
  	"version_complaints_contact_phone" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_sites_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_sites_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"dealerships_id" integer,
  	"sites_id" integer
  );
  
  CREATE TABLE "_locations_v_version_location_subtype" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__locations_v_version_location_subtype",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_locations_v_version_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"weekday" "enum__locations_v_version_opening_hours_weekday" NOT NULL,
  	"status" "enum__locations_v_version_opening_hours_status" DEFAULT 'Open' NOT NULL,
  	"open" varchar,
  	"close" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_locations_v_version_special_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"label" varchar,
  	"status" "enum__locations_v_version_special_hours_status" DEFAULT 'Closed' NOT NULL,
  	"start_hour" varchar,
  	"end_hour" varchar,
  	"appointment_phone" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_locations_v_version_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"photo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_locations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_updated_by_id" integer,
  	"version_slug" varchar NOT NULL,
  	"version_dealership_id" integer NOT NULL,
  	"version_location_type" "enum__locations_v_version_location_type" DEFAULT 'sales',
  	"version_time_zone" varchar DEFAULT 'Australia/Sydney',
  	"version_primary" boolean DEFAULT false,
  	"version_visible" boolean DEFAULT true,
  	"version_show_licence_numbers" boolean DEFAULT true,
  	"version_image_id" integer,
  	"version_address_street" varchar,
  	"version_address_city" varchar,
  	"version_address_state" varchar,
  	"version_address_postcode" varchar,
  	"version_address_lat" numeric,
  	"version_address_lng" numeric,
  	"version_address_place_url" varchar,
  	"version_address_place_id" varchar,
  	"version_contact_detail_phone" varchar,
  	"version_contact_detail_landline_phone" varchar,
  	"version_contact_detail_email" varchar,
  	"version_contact_detail_facebook_url" varchar,
  	"version_contact_detail_instagram_url" varchar,
  	"version_contact_detail_youtube_url" varchar,
  	"version_contact_detail_linkedin_url" varchar,
  	"version_reviews_average_rating" numeric,
  	"version_reviews_count" numeric,
  	"version_dealer_license_number" varchar,
  	"version_motor_vehicle_repairer" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_locations_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"manufacturers_id" integer,
  	"locations_id" integer
  );
  
  CREATE TABLE "_navigation_v_version_header_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar,
  	"external_path" varchar,
  	"new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar,
  	"external_path" varchar,
  	"new_tab" boolean DEFAULT false,
  	"menu" "enum__navigation_v_version_header_menu" DEFAULT 'links',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar,
  	"external_path" varchar,
  	"new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_title" varchar DEFAULT 'Navigation',
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_legal_texts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_title" varchar DEFAULT 'Legal texts',
  	"version_updated_by_id" integer,
  	"version_privacy_policy" jsonb,
  	"version_privacy_policy_updated" timestamp(3) with time zone,
  	"version_terms_of_use" jsonb,
  	"version_complaints_notice" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cars_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "stock_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"dealership_id" integer,
  	"status" "enum_stock_imports_status" DEFAULT 'queued',
  	"message" varchar,
  	"progress_done" numeric,
  	"progress_total" numeric,
  	"summary_created" numeric,
  	"summary_updated" numeric,
  	"summary_sold" numeric,
  	"summary_unchanged" numeric,
  	"summary_rejected" numeric,
  	"rejected_rows" jsonb,
  	"format" "enum_stock_imports_format",
  	"started_at" timestamp(3) with time zone,
  	"finished_at" timestamp(3) with time zone,
  	"content" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "_promo_tiles_v_version_display" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__promo_tiles_v_version_display",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_promo_tiles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_updated_by_id" integer,
  	"version_text" varchar,
  	"version_image_id" integer,
  	"version_link" varchar,
  	"version_position" numeric NOT NULL,
  	"version_start" timestamp(3) with time zone,
  	"version_expiry" timestamp(3) with time zone,
  	"version_strict_display" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "sites" ADD COLUMN "forms_lead_notifications_enabled" boolean DEFAULT true;
  ALTER TABLE "sites_rels" ADD COLUMN "dealerships_id" integer;
  ALTER TABLE "locations" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "navigation" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "legal_texts" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "pages" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "offers" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_offers_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "promo_tiles" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "leads" ADD COLUMN "delivery_notification_status" "enum_leads_delivery_notification_status";
  ALTER TABLE "leads" ADD COLUMN "delivery_notification_attempts" numeric DEFAULT 0;
  ALTER TABLE "leads" ADD COLUMN "delivery_notification_delivered_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "delivery_notification_destination" varchar;
  ALTER TABLE "leads" ADD COLUMN "delivery_notification_last_error" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stock_imports_id" integer;
  ALTER TABLE "_sites_v_version_domains" ADD CONSTRAINT "_sites_v_version_domains_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_version_search_sort_options" ADD CONSTRAINT "_sites_v_version_search_sort_options_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_version_search_filters" ADD CONSTRAINT "_sites_v_version_search_filters_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_version_content_model_menu_links" ADD CONSTRAINT "_sites_v_version_content_model_menu_links_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_version_wording" ADD CONSTRAINT "_sites_v_version_wording_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_parent_id_sites_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("version_manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_theme_logo_id_media_id_fk" FOREIGN KEY ("version_theme_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_theme_hero_image_id_media_id_fk" FOREIGN KEY ("version_theme_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_content_default_images_offers_id_media_id_fk" FOREIGN KEY ("version_content_default_images_offers_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_content_default_images_finance_id_media_id_fk" FOREIGN KEY ("version_content_default_images_finance_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_content_default_images_contact_id_media_id_fk" FOREIGN KEY ("version_content_default_images_contact_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_content_default_images_fleet_id_media_id_fk" FOREIGN KEY ("version_content_default_images_fleet_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_content_default_images_parts_id_media_id_fk" FOREIGN KEY ("version_content_default_images_parts_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v" ADD CONSTRAINT "_sites_v_version_content_default_images_blog_id_media_id_fk" FOREIGN KEY ("version_content_default_images_blog_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_sites_v_texts" ADD CONSTRAINT "_sites_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_rels" ADD CONSTRAINT "_sites_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_rels" ADD CONSTRAINT "_sites_v_rels_dealerships_fk" FOREIGN KEY ("dealerships_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_sites_v_rels" ADD CONSTRAINT "_sites_v_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v_version_location_subtype" ADD CONSTRAINT "_locations_v_version_location_subtype_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v_version_opening_hours" ADD CONSTRAINT "_locations_v_version_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v_version_special_hours" ADD CONSTRAINT "_locations_v_version_special_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v_version_team" ADD CONSTRAINT "_locations_v_version_team_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v_version_team" ADD CONSTRAINT "_locations_v_version_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v" ADD CONSTRAINT "_locations_v_parent_id_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v" ADD CONSTRAINT "_locations_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v" ADD CONSTRAINT "_locations_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v" ADD CONSTRAINT "_locations_v_version_dealership_id_dealerships_id_fk" FOREIGN KEY ("version_dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v" ADD CONSTRAINT "_locations_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_locations_v_rels" ADD CONSTRAINT "_locations_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_locations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v_rels" ADD CONSTRAINT "_locations_v_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_locations_v_rels" ADD CONSTRAINT "_locations_v_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_header_children" ADD CONSTRAINT "_navigation_v_version_header_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_header" ADD CONSTRAINT "_navigation_v_version_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_footer_links" ADD CONSTRAINT "_navigation_v_version_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_footer" ADD CONSTRAINT "_navigation_v_version_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v" ADD CONSTRAINT "_navigation_v_parent_id_navigation_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."navigation"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_navigation_v" ADD CONSTRAINT "_navigation_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_navigation_v" ADD CONSTRAINT "_navigation_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_texts_v" ADD CONSTRAINT "_legal_texts_v_parent_id_legal_texts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."legal_texts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_texts_v" ADD CONSTRAINT "_legal_texts_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_texts_v" ADD CONSTRAINT "_legal_texts_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cars_rels" ADD CONSTRAINT "cars_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cars_rels" ADD CONSTRAINT "cars_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_imports" ADD CONSTRAINT "stock_imports_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_tiles_v_version_display" ADD CONSTRAINT "_promo_tiles_v_version_display_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promo_tiles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promo_tiles_v" ADD CONSTRAINT "_promo_tiles_v_parent_id_promo_tiles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_tiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_tiles_v" ADD CONSTRAINT "_promo_tiles_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_tiles_v" ADD CONSTRAINT "_promo_tiles_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promo_tiles_v" ADD CONSTRAINT "_promo_tiles_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_sites_v_version_domains_order_idx" ON "_sites_v_version_domains" USING btree ("_order");
  CREATE INDEX "_sites_v_version_domains_parent_id_idx" ON "_sites_v_version_domains" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_version_domains_domain_idx" ON "_sites_v_version_domains" USING btree ("domain");
  CREATE INDEX "_sites_v_version_search_sort_options_order_idx" ON "_sites_v_version_search_sort_options" USING btree ("order");
  CREATE INDEX "_sites_v_version_search_sort_options_parent_idx" ON "_sites_v_version_search_sort_options" USING btree ("parent_id");
  CREATE INDEX "_sites_v_version_search_filters_order_idx" ON "_sites_v_version_search_filters" USING btree ("order");
  CREATE INDEX "_sites_v_version_search_filters_parent_idx" ON "_sites_v_version_search_filters" USING btree ("parent_id");
  CREATE INDEX "_sites_v_version_content_model_menu_links_order_idx" ON "_sites_v_version_content_model_menu_links" USING btree ("order");
  CREATE INDEX "_sites_v_version_content_model_menu_links_parent_idx" ON "_sites_v_version_content_model_menu_links" USING btree ("parent_id");
  CREATE INDEX "_sites_v_version_wording_order_idx" ON "_sites_v_version_wording" USING btree ("_order");
  CREATE INDEX "_sites_v_version_wording_parent_id_idx" ON "_sites_v_version_wording" USING btree ("_parent_id");
  CREATE INDEX "_sites_v_parent_idx" ON "_sites_v" USING btree ("parent_id");
  CREATE INDEX "_sites_v_version_version_updated_by_idx" ON "_sites_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_sites_v_version_version_slug_idx" ON "_sites_v" USING btree ("version_slug");
  CREATE INDEX "_sites_v_version_version_manufacturer_idx" ON "_sites_v" USING btree ("version_manufacturer_id");
  CREATE INDEX "_sites_v_version_theme_version_theme_logo_idx" ON "_sites_v" USING btree ("version_theme_logo_id");
  CREATE INDEX "_sites_v_version_theme_version_theme_hero_image_idx" ON "_sites_v" USING btree ("version_theme_hero_image_id");
  CREATE INDEX "_sites_v_version_content_default_images_version_content__idx" ON "_sites_v" USING btree ("version_content_default_images_offers_id");
  CREATE INDEX "_sites_v_version_content_default_images_version_conten_1_idx" ON "_sites_v" USING btree ("version_content_default_images_finance_id");
  CREATE INDEX "_sites_v_version_content_default_images_version_conten_2_idx" ON "_sites_v" USING btree ("version_content_default_images_contact_id");
  CREATE INDEX "_sites_v_version_content_default_images_version_conten_3_idx" ON "_sites_v" USING btree ("version_content_default_images_fleet_id");
  CREATE INDEX "_sites_v_version_content_default_images_version_conten_4_idx" ON "_sites_v" USING btree ("version_content_default_images_parts_id");
  CREATE INDEX "_sites_v_version_content_default_images_version_conten_5_idx" ON "_sites_v" USING btree ("version_content_default_images_blog_id");
  CREATE INDEX "_sites_v_version_version_updated_at_idx" ON "_sites_v" USING btree ("version_updated_at");
  CREATE INDEX "_sites_v_version_version_created_at_idx" ON "_sites_v" USING btree ("version_created_at");
  CREATE INDEX "_sites_v_created_at_idx" ON "_sites_v" USING btree ("created_at");
  CREATE INDEX "_sites_v_updated_at_idx" ON "_sites_v" USING btree ("updated_at");
  CREATE INDEX "_sites_v_texts_order_parent" ON "_sites_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_sites_v_rels_order_idx" ON "_sites_v_rels" USING btree ("order");
  CREATE INDEX "_sites_v_rels_parent_idx" ON "_sites_v_rels" USING btree ("parent_id");
  CREATE INDEX "_sites_v_rels_path_idx" ON "_sites_v_rels" USING btree ("path");
  CREATE INDEX "_sites_v_rels_dealerships_id_idx" ON "_sites_v_rels" USING btree ("dealerships_id");
  CREATE INDEX "_sites_v_rels_sites_id_idx" ON "_sites_v_rels" USING btree ("sites_id");
  CREATE INDEX "_locations_v_version_location_subtype_order_idx" ON "_locations_v_version_location_subtype" USING btree ("order");
  CREATE INDEX "_locations_v_version_location_subtype_parent_idx" ON "_locations_v_version_location_subtype" USING btree ("parent_id");
  CREATE INDEX "_locations_v_version_opening_hours_order_idx" ON "_locations_v_version_opening_hours" USING btree ("_order");
  CREATE INDEX "_locations_v_version_opening_hours_parent_id_idx" ON "_locations_v_version_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "_locations_v_version_special_hours_order_idx" ON "_locations_v_version_special_hours" USING btree ("_order");
  CREATE INDEX "_locations_v_version_special_hours_parent_id_idx" ON "_locations_v_version_special_hours" USING btree ("_parent_id");
  CREATE INDEX "_locations_v_version_team_order_idx" ON "_locations_v_version_team" USING btree ("_order");
  CREATE INDEX "_locations_v_version_team_parent_id_idx" ON "_locations_v_version_team" USING btree ("_parent_id");
  CREATE INDEX "_locations_v_version_team_photo_idx" ON "_locations_v_version_team" USING btree ("photo_id");
  CREATE INDEX "_locations_v_parent_idx" ON "_locations_v" USING btree ("parent_id");
  CREATE INDEX "_locations_v_version_version_site_idx" ON "_locations_v" USING btree ("version_site_id");
  CREATE INDEX "_locations_v_version_version_updated_by_idx" ON "_locations_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_locations_v_version_version_slug_idx" ON "_locations_v" USING btree ("version_slug");
  CREATE INDEX "_locations_v_version_version_dealership_idx" ON "_locations_v" USING btree ("version_dealership_id");
  CREATE INDEX "_locations_v_version_version_image_idx" ON "_locations_v" USING btree ("version_image_id");
  CREATE INDEX "_locations_v_version_version_updated_at_idx" ON "_locations_v" USING btree ("version_updated_at");
  CREATE INDEX "_locations_v_version_version_created_at_idx" ON "_locations_v" USING btree ("version_created_at");
  CREATE INDEX "_locations_v_created_at_idx" ON "_locations_v" USING btree ("created_at");
  CREATE INDEX "_locations_v_updated_at_idx" ON "_locations_v" USING btree ("updated_at");
  CREATE INDEX "_locations_v_rels_order_idx" ON "_locations_v_rels" USING btree ("order");
  CREATE INDEX "_locations_v_rels_parent_idx" ON "_locations_v_rels" USING btree ("parent_id");
  CREATE INDEX "_locations_v_rels_path_idx" ON "_locations_v_rels" USING btree ("path");
  CREATE INDEX "_locations_v_rels_manufacturers_id_idx" ON "_locations_v_rels" USING btree ("manufacturers_id");
  CREATE INDEX "_locations_v_rels_locations_id_idx" ON "_locations_v_rels" USING btree ("locations_id");
  CREATE INDEX "_navigation_v_version_header_children_order_idx" ON "_navigation_v_version_header_children" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_header_children_parent_id_idx" ON "_navigation_v_version_header_children" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_header_order_idx" ON "_navigation_v_version_header" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_header_parent_id_idx" ON "_navigation_v_version_header" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_footer_links_order_idx" ON "_navigation_v_version_footer_links" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_footer_links_parent_id_idx" ON "_navigation_v_version_footer_links" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_footer_order_idx" ON "_navigation_v_version_footer" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_footer_parent_id_idx" ON "_navigation_v_version_footer" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_parent_idx" ON "_navigation_v" USING btree ("parent_id");
  CREATE INDEX "_navigation_v_version_version_site_idx" ON "_navigation_v" USING btree ("version_site_id");
  CREATE INDEX "_navigation_v_version_version_updated_by_idx" ON "_navigation_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_navigation_v_version_version_updated_at_idx" ON "_navigation_v" USING btree ("version_updated_at");
  CREATE INDEX "_navigation_v_version_version_created_at_idx" ON "_navigation_v" USING btree ("version_created_at");
  CREATE INDEX "_navigation_v_created_at_idx" ON "_navigation_v" USING btree ("created_at");
  CREATE INDEX "_navigation_v_updated_at_idx" ON "_navigation_v" USING btree ("updated_at");
  CREATE INDEX "_legal_texts_v_parent_idx" ON "_legal_texts_v" USING btree ("parent_id");
  CREATE INDEX "_legal_texts_v_version_version_site_idx" ON "_legal_texts_v" USING btree ("version_site_id");
  CREATE INDEX "_legal_texts_v_version_version_updated_by_idx" ON "_legal_texts_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_legal_texts_v_version_version_updated_at_idx" ON "_legal_texts_v" USING btree ("version_updated_at");
  CREATE INDEX "_legal_texts_v_version_version_created_at_idx" ON "_legal_texts_v" USING btree ("version_created_at");
  CREATE INDEX "_legal_texts_v_created_at_idx" ON "_legal_texts_v" USING btree ("created_at");
  CREATE INDEX "_legal_texts_v_updated_at_idx" ON "_legal_texts_v" USING btree ("updated_at");
  CREATE INDEX "cars_rels_order_idx" ON "cars_rels" USING btree ("order");
  CREATE INDEX "cars_rels_parent_idx" ON "cars_rels" USING btree ("parent_id");
  CREATE INDEX "cars_rels_path_idx" ON "cars_rels" USING btree ("path");
  CREATE INDEX "cars_rels_media_id_idx" ON "cars_rels" USING btree ("media_id");
  CREATE INDEX "stock_imports_site_idx" ON "stock_imports" USING btree ("site_id");
  CREATE INDEX "stock_imports_dealership_idx" ON "stock_imports" USING btree ("dealership_id");
  CREATE INDEX "stock_imports_status_idx" ON "stock_imports" USING btree ("status");
  CREATE INDEX "stock_imports_updated_at_idx" ON "stock_imports" USING btree ("updated_at");
  CREATE INDEX "stock_imports_created_at_idx" ON "stock_imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "stock_imports_filename_idx" ON "stock_imports" USING btree ("filename");
  CREATE INDEX "_promo_tiles_v_version_display_order_idx" ON "_promo_tiles_v_version_display" USING btree ("order");
  CREATE INDEX "_promo_tiles_v_version_display_parent_idx" ON "_promo_tiles_v_version_display" USING btree ("parent_id");
  CREATE INDEX "_promo_tiles_v_parent_idx" ON "_promo_tiles_v" USING btree ("parent_id");
  CREATE INDEX "_promo_tiles_v_version_version_site_idx" ON "_promo_tiles_v" USING btree ("version_site_id");
  CREATE INDEX "_promo_tiles_v_version_version_updated_by_idx" ON "_promo_tiles_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_promo_tiles_v_version_version_image_idx" ON "_promo_tiles_v" USING btree ("version_image_id");
  CREATE INDEX "_promo_tiles_v_version_version_updated_at_idx" ON "_promo_tiles_v" USING btree ("version_updated_at");
  CREATE INDEX "_promo_tiles_v_version_version_created_at_idx" ON "_promo_tiles_v" USING btree ("version_created_at");
  CREATE INDEX "_promo_tiles_v_created_at_idx" ON "_promo_tiles_v" USING btree ("created_at");
  CREATE INDEX "_promo_tiles_v_updated_at_idx" ON "_promo_tiles_v" USING btree ("updated_at");
  ALTER TABLE "sites" ADD CONSTRAINT "sites_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_rels" ADD CONSTRAINT "sites_rels_dealerships_fk" FOREIGN KEY ("dealerships_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation" ADD CONSTRAINT "navigation_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal_texts" ADD CONSTRAINT "legal_texts_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promo_tiles" ADD CONSTRAINT "promo_tiles_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stock_imports_fk" FOREIGN KEY ("stock_imports_id") REFERENCES "public"."stock_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_updated_by_idx" ON "sites" USING btree ("updated_by_id");
  CREATE INDEX "sites_rels_dealerships_id_idx" ON "sites_rels" USING btree ("dealerships_id");
  CREATE INDEX "locations_updated_by_idx" ON "locations" USING btree ("updated_by_id");
  CREATE INDEX "navigation_updated_by_idx" ON "navigation" USING btree ("updated_by_id");
  CREATE INDEX "legal_texts_updated_by_idx" ON "legal_texts" USING btree ("updated_by_id");
  CREATE INDEX "pages_updated_by_idx" ON "pages" USING btree ("updated_by_id");
  CREATE INDEX "_pages_v_version_version_updated_by_idx" ON "_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "offers_updated_by_idx" ON "offers" USING btree ("updated_by_id");
  CREATE INDEX "_offers_v_version_version_updated_by_idx" ON "_offers_v" USING btree ("version_updated_by_id");
  CREATE INDEX "promo_tiles_updated_by_idx" ON "promo_tiles" USING btree ("updated_by_id");
  CREATE INDEX "payload_locked_documents_rels_stock_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("stock_imports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_sites_v_version_domains" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_version_search_sort_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_version_search_filters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_version_content_model_menu_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_version_wording" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_sites_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v_version_location_subtype" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v_version_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v_version_special_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v_version_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_locations_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_header_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_footer_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_footer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_texts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cars_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stock_imports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promo_tiles_v_version_display" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_promo_tiles_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_sites_v_version_domains" CASCADE;
  DROP TABLE "_sites_v_version_search_sort_options" CASCADE;
  DROP TABLE "_sites_v_version_search_filters" CASCADE;
  DROP TABLE "_sites_v_version_content_model_menu_links" CASCADE;
  DROP TABLE "_sites_v_version_wording" CASCADE;
  DROP TABLE "_sites_v" CASCADE;
  DROP TABLE "_sites_v_texts" CASCADE;
  DROP TABLE "_sites_v_rels" CASCADE;
  DROP TABLE "_locations_v_version_location_subtype" CASCADE;
  DROP TABLE "_locations_v_version_opening_hours" CASCADE;
  DROP TABLE "_locations_v_version_special_hours" CASCADE;
  DROP TABLE "_locations_v_version_team" CASCADE;
  DROP TABLE "_locations_v" CASCADE;
  DROP TABLE "_locations_v_rels" CASCADE;
  DROP TABLE "_navigation_v_version_header_children" CASCADE;
  DROP TABLE "_navigation_v_version_header" CASCADE;
  DROP TABLE "_navigation_v_version_footer_links" CASCADE;
  DROP TABLE "_navigation_v_version_footer" CASCADE;
  DROP TABLE "_navigation_v" CASCADE;
  DROP TABLE "_legal_texts_v" CASCADE;
  DROP TABLE "cars_rels" CASCADE;
  DROP TABLE "stock_imports" CASCADE;
  DROP TABLE "_promo_tiles_v_version_display" CASCADE;
  DROP TABLE "_promo_tiles_v" CASCADE;
  ALTER TABLE "sites" DROP CONSTRAINT "sites_updated_by_id_users_id_fk";
  
  ALTER TABLE "sites_rels" DROP CONSTRAINT "sites_rels_dealerships_fk";
  
  ALTER TABLE "locations" DROP CONSTRAINT "locations_updated_by_id_users_id_fk";
  
  ALTER TABLE "navigation" DROP CONSTRAINT "navigation_updated_by_id_users_id_fk";
  
  ALTER TABLE "legal_texts" DROP CONSTRAINT "legal_texts_updated_by_id_users_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_updated_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "offers" DROP CONSTRAINT "offers_updated_by_id_users_id_fk";
  
  ALTER TABLE "_offers_v" DROP CONSTRAINT "_offers_v_version_updated_by_id_users_id_fk";
  
  ALTER TABLE "promo_tiles" DROP CONSTRAINT "promo_tiles_updated_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stock_imports_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'syncCarsToIndex', 'deliverLead', 'releaseReservation');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'syncCarsToIndex', 'deliverLead', 'releaseReservation');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "sites_updated_by_idx";
  DROP INDEX "sites_rels_dealerships_id_idx";
  DROP INDEX "locations_updated_by_idx";
  DROP INDEX "navigation_updated_by_idx";
  DROP INDEX "legal_texts_updated_by_idx";
  DROP INDEX "pages_updated_by_idx";
  DROP INDEX "_pages_v_version_version_updated_by_idx";
  DROP INDEX "offers_updated_by_idx";
  DROP INDEX "_offers_v_version_version_updated_by_idx";
  DROP INDEX "promo_tiles_updated_by_idx";
  DROP INDEX "payload_locked_documents_rels_stock_imports_id_idx";
  ALTER TABLE "sites" DROP COLUMN "updated_by_id";
  ALTER TABLE "sites" DROP COLUMN "forms_lead_notifications_enabled";
  ALTER TABLE "sites_rels" DROP COLUMN "dealerships_id";
  ALTER TABLE "locations" DROP COLUMN "updated_by_id";
  ALTER TABLE "navigation" DROP COLUMN "updated_by_id";
  ALTER TABLE "legal_texts" DROP COLUMN "updated_by_id";
  ALTER TABLE "pages" DROP COLUMN "updated_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "offers" DROP COLUMN "updated_by_id";
  ALTER TABLE "_offers_v" DROP COLUMN "version_updated_by_id";
  ALTER TABLE "promo_tiles" DROP COLUMN "updated_by_id";
  ALTER TABLE "leads" DROP COLUMN "delivery_notification_status";
  ALTER TABLE "leads" DROP COLUMN "delivery_notification_attempts";
  ALTER TABLE "leads" DROP COLUMN "delivery_notification_delivered_at";
  ALTER TABLE "leads" DROP COLUMN "delivery_notification_destination";
  ALTER TABLE "leads" DROP COLUMN "delivery_notification_last_error";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stock_imports_id";
  DROP TYPE "public"."enum__sites_v_version_search_sort_options";
  DROP TYPE "public"."enum__sites_v_version_search_filters";
  DROP TYPE "public"."enum__sites_v_version_content_model_menu_links";
  DROP TYPE "public"."enum__sites_v_version_template";
  DROP TYPE "public"."enum__sites_v_version_locale";
  DROP TYPE "public"."enum__sites_v_version_theme_font";
  DROP TYPE "public"."enum__sites_v_version_cards_favourites";
  DROP TYPE "public"."enum__sites_v_version_cards_buy_button";
  DROP TYPE "public"."enum__sites_v_version_finance_route";
  DROP TYPE "public"."enum__sites_v_version_forms_terms_field";
  DROP TYPE "public"."enum__sites_v_version_forms_terms_message";
  DROP TYPE "public"."enum__sites_v_version_content_model_page_pattern";
  DROP TYPE "public"."enum__sites_v_version_car_page_reserve_button_style";
  DROP TYPE "public"."enum__locations_v_version_location_subtype";
  DROP TYPE "public"."enum__locations_v_version_opening_hours_weekday";
  DROP TYPE "public"."enum__locations_v_version_opening_hours_status";
  DROP TYPE "public"."enum__locations_v_version_special_hours_status";
  DROP TYPE "public"."enum__locations_v_version_location_type";
  DROP TYPE "public"."enum__navigation_v_version_header_menu";
  DROP TYPE "public"."enum_stock_imports_status";
  DROP TYPE "public"."enum_stock_imports_format";
  DROP TYPE "public"."enum__promo_tiles_v_version_display";
  DROP TYPE "public"."enum_leads_delivery_notification_status";`)
}
