import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_search_sort_options" AS ENUM('relevant', 'latest', 'price_desc', 'price_asc', 'km_desc', 'km_asc');
  CREATE TYPE "public"."enum_sites_search_filters" AS ENUM('car_type', 'make', 'model', 'price', 'year', 'km', 'body', 'fuel', 'transmission', 'drive', 'colour', 'seats', 'state', 'city', 'location_name', 'dealership_name', 'badge', 'item_type', 'tag', 'categories', 'weekly_price_range');
  CREATE TYPE "public"."enum_sites_template" AS ENUM('franchise', 'multi-franchise', 'caravan');
  CREATE TYPE "public"."enum_sites_locale" AS ENUM('en-AU', 'en-NZ', 'en-US');
  CREATE TYPE "public"."enum_sites_theme_font" AS ENUM('system', 'serif', 'rounded');
  CREATE TYPE "public"."enum_sites_cards_favourites" AS ENUM('off', 'local', 'watchlist');
  CREATE TYPE "public"."enum_sites_cards_buy_button" AS ENUM('reserve', 'buy-online');
  CREATE TYPE "public"."enum_sites_finance_route" AS ENUM('/finance', '/finance-enquiry', '/apply-for-finance');
  CREATE TYPE "public"."enum_sites_car_page_reserve_button_style" AS ENUM('success', 'primary', 'outline');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('platform-admin', 'staff');
  CREATE TYPE "public"."enum_users_tenants_roles" AS ENUM('site-admin', 'site-editor');
  CREATE TYPE "public"."enum_locations_location_subtype" AS ENUM('buying', 'used', 'new', 'service-and-parts', 'body-shop');
  CREATE TYPE "public"."enum_locations_opening_hours_weekday" AS ENUM('0', '1', '2', '3', '4', '5', '6');
  CREATE TYPE "public"."enum_locations_opening_hours_status" AS ENUM('Open', 'Closed');
  CREATE TYPE "public"."enum_locations_special_hours_status" AS ENUM('Open', 'Closed', 'By appointment only');
  CREATE TYPE "public"."enum_locations_location_type" AS ENUM('sales', 'service', 'parts');
  CREATE TYPE "public"."enum_models_manufacturer_body" AS ENUM('Hatch & sedans', 'SUVs & 4WDs', 'Utes & Vans', 'GR & performance', 'Electrified', 'Discontinued');
  CREATE TYPE "public"."enum_models_status" AS ENUM('current', 'discontinued', 'coming-soon');
  CREATE TYPE "public"."enum_promo_tiles_display" AS ENUM('new', 'used', 'demo', 'make', 'model');
  CREATE TYPE "public"."enum_pages_blocks_hero_buttons_style" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_pages_blocks_cta_buttons_style" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_navigation_header_menu" AS ENUM('links', 'models', 'stock', 'brands');
  CREATE TYPE "public"."enum_complaint_authorities_state" AS ENUM('ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA');
  CREATE TABLE "sites_domains" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"domain" varchar NOT NULL
  );
  
  CREATE TABLE "sites_search_sort_options" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sites_search_sort_options",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sites_search_filters" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sites_search_filters",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "sites_wording" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "sites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"template" "enum_sites_template" DEFAULT 'franchise',
  	"locale" "enum_sites_locale" DEFAULT 'en-AU' NOT NULL,
  	"time_zone" varchar DEFAULT 'Australia/Sydney',
  	"manufacturer_id" integer,
  	"base_domain" varchar,
  	"city" varchar,
  	"state" varchar,
  	"theme_logo_id" integer,
  	"theme_primary_color" varchar DEFAULT '#0b3d91',
  	"theme_accent_color" varchar DEFAULT '#e4002b',
  	"theme_font" "enum_sites_theme_font" DEFAULT 'system',
  	"theme_hero_image_id" integer,
  	"search_stock_filter" varchar,
  	"search_makes_by_volume" boolean DEFAULT false,
  	"search_popular_makes_heading" varchar DEFAULT 'Popular Makes',
  	"search_used_car_list_route" boolean DEFAULT false,
  	"search_stock_count" numeric,
  	"search_hits_per_page" numeric DEFAULT 21,
  	"cards_no_price_text" varchar DEFAULT 'Enquire for price.',
  	"cards_sold_tag_text" varchar DEFAULT 'SOLD',
  	"cards_new_tag_text" varchar DEFAULT 'NEW',
  	"cards_electric_hybrid_tags" boolean DEFAULT false,
  	"cards_runout_sale_green" boolean DEFAULT false,
  	"cards_subscriptions" boolean DEFAULT false,
  	"cards_show_descriptions" boolean DEFAULT false,
  	"cards_favourites" "enum_sites_cards_favourites" DEFAULT 'local',
  	"cards_compare" boolean DEFAULT true,
  	"cards_arriving_soon_text" varchar DEFAULT '',
  	"cards_buy_button" "enum_sites_cards_buy_button" DEFAULT 'reserve',
  	"finance_enabled" boolean DEFAULT true,
  	"finance_provider" varchar,
  	"finance_route" "enum_sites_finance_route" DEFAULT '/finance',
  	"finance_calculator_interest_rate" numeric DEFAULT 10,
  	"finance_button_text" varchar DEFAULT 'Finance Enquiry',
  	"finance_personalised" boolean DEFAULT false,
  	"finance_gated_mode" boolean DEFAULT false,
  	"forms_message_required" boolean DEFAULT true,
  	"forms_force_location_field" boolean DEFAULT false,
  	"forms_location_required_for_new_cars" boolean DEFAULT false,
  	"forms_hide_opt_in" boolean DEFAULT false,
  	"forms_test_drive_terms" boolean DEFAULT false,
  	"forms_make_an_offer" boolean DEFAULT false,
  	"forms_trade_in_link" boolean DEFAULT true,
  	"forms_lead_email" varchar,
  	"forms_lead_webhook_url" varchar,
  	"header_search_bar" boolean DEFAULT true,
  	"header_phones" boolean DEFAULT true,
  	"header_hover_dropdowns" boolean DEFAULT false,
  	"header_location_banner" boolean DEFAULT true,
  	"header_chat" boolean DEFAULT false,
  	"header_chat_off_for_service_and_parts" boolean DEFAULT false,
  	"car_page_similar_cars" boolean DEFAULT true,
  	"car_page_print_pdf" boolean DEFAULT true,
  	"car_page_get_directions_new_tab" boolean DEFAULT true,
  	"car_page_star_rating" boolean DEFAULT false,
  	"car_page_minimum_review_rating" numeric DEFAULT 4,
  	"car_page_reserve" boolean DEFAULT true,
  	"car_page_deposit_amount" numeric DEFAULT 200,
  	"car_page_reserve_button_style" "enum_sites_car_page_reserve_button_style" DEFAULT 'success',
  	"car_page_sidebar" boolean DEFAULT true,
  	"car_page_by_appointment_only" boolean DEFAULT false,
  	"phones_new" varchar,
  	"phones_used" varchar,
  	"phones_demo" varchar,
  	"complaints_contact_name" varchar,
  	"complaints_contact_email" varchar,
  	"complaints_contact_phone" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sites_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_tenants_roles" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_users_tenants_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_tenants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"site_id" integer NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "dealerships_gmb_profiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"review_url" varchar NOT NULL
  );
  
  CREATE TABLE "dealerships" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"manufacturer_id" integer,
  	"address_street" varchar,
  	"address_city" varchar,
  	"address_state" varchar,
  	"address_postcode" varchar,
  	"address_lat" numeric,
  	"address_lng" numeric,
  	"address_place_url" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"include_sold_cars_days" numeric DEFAULT 3,
  	"override_city" varchar,
  	"has_valuation_service" boolean DEFAULT true,
  	"socials_facebook_url" varchar,
  	"socials_instagram_url" varchar,
  	"socials_youtube_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations_location_subtype" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_locations_location_subtype",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "locations_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_locations_opening_hours_weekday" NOT NULL,
  	"status" "enum_locations_opening_hours_status" DEFAULT 'Open' NOT NULL,
  	"open" varchar,
  	"close" varchar
  );
  
  CREATE TABLE "locations_special_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"label" varchar,
  	"status" "enum_locations_special_hours_status" DEFAULT 'Closed' NOT NULL,
  	"start_hour" varchar,
  	"end_hour" varchar
  );
  
  CREATE TABLE "locations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"dealership_id" integer NOT NULL,
  	"location_type" "enum_locations_location_type" DEFAULT 'sales',
  	"time_zone" varchar DEFAULT 'Australia/Sydney',
  	"primary" boolean DEFAULT false,
  	"visible" boolean DEFAULT true,
  	"show_licence_numbers" boolean DEFAULT true,
  	"image_id" integer,
  	"address_street" varchar,
  	"address_city" varchar,
  	"address_state" varchar,
  	"address_postcode" varchar,
  	"address_lat" numeric,
  	"address_lng" numeric,
  	"address_place_url" varchar,
  	"contact_detail_phone" varchar,
  	"contact_detail_landline_phone" varchar,
  	"contact_detail_email" varchar,
  	"contact_detail_facebook_url" varchar,
  	"contact_detail_instagram_url" varchar,
  	"contact_detail_youtube_url" varchar,
  	"contact_detail_linkedin_url" varchar,
  	"reviews_average_rating" numeric,
  	"reviews_count" numeric,
  	"dealer_license_number" varchar,
  	"motor_vehicle_repairer" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "locations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"manufacturers_id" integer
  );
  
  CREATE TABLE "manufacturers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"logo_id" integer,
  	"logo_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "models_accessories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"price" numeric,
  	"description" varchar
  );
  
  CREATE TABLE "models" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"manufacturer_id" integer NOT NULL,
  	"manufacturer_body" "enum_models_manufacturer_body" NOT NULL,
  	"body_style" varchar,
  	"fuel" varchar,
  	"status" "enum_models_status" DEFAULT 'current',
  	"description" varchar,
  	"image_id" integer,
  	"image_url" varchar,
  	"override_url" varchar,
  	"order" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"disclaimer" varchar,
  	"manufacturer_id" integer,
  	"model_id" integer,
  	"image_id" integer,
  	"image_url" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"order" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "service_plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"model_name" varchar NOT NULL,
  	"model_id" integer,
  	"amount" numeric DEFAULT 250 NOT NULL,
  	"years" numeric DEFAULT 5 NOT NULL,
  	"services" numeric DEFAULT 5 NOT NULL,
  	"interval" varchar DEFAULT '12 months or 15,000 km',
  	"range" varchar DEFAULT '75,000 km',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promo_tiles_display" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_promo_tiles_display",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "promo_tiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"image_id" integer,
  	"link" varchar,
  	"position" numeric NOT NULL,
  	"start" timestamp(3) with time zone,
  	"expiry" timestamp(3) with time zone,
  	"strict_display" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"customer_name" varchar NOT NULL,
  	"text" varchar,
  	"rating" numeric NOT NULL,
  	"review_date" timestamp(3) with time zone NOT NULL,
  	"location_id" integer,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages_blocks_hero_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"style" "enum_pages_blocks_hero_buttons_style" DEFAULT 'primary'
  );
  
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_banner_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_feature_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cta_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"style" "enum_pages_blocks_cta_buttons_style" DEFAULT 'primary'
  );
  
  CREATE TABLE "pages_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"meta_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "navigation_header_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar,
  	"external_path" varchar,
  	"new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation_header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar,
  	"external_path" varchar,
  	"new_tab" boolean DEFAULT false,
  	"menu" "enum_navigation_header_menu" DEFAULT 'links'
  );
  
  CREATE TABLE "navigation_footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar,
  	"external_path" varchar,
  	"new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation_footer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"title" varchar DEFAULT 'Navigation',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "legal_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"title" varchar DEFAULT 'Legal texts',
  	"privacy_policy" jsonb,
  	"privacy_policy_updated" timestamp(3) with time zone,
  	"terms_of_use" jsonb,
  	"complaints_notice" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "complaint_authorities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"state" "enum_complaint_authorities_state" NOT NULL,
  	"name" varchar NOT NULL,
  	"website" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"alt" varchar NOT NULL,
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
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_offer_url" varchar,
  	"sizes_offer_width" numeric,
  	"sizes_offer_height" numeric,
  	"sizes_offer_mime_type" varchar,
  	"sizes_offer_filesize" numeric,
  	"sizes_offer_filename" varchar,
  	"sizes_location_url" varchar,
  	"sizes_location_width" numeric,
  	"sizes_location_height" numeric,
  	"sizes_location_mime_type" varchar,
  	"sizes_location_filesize" numeric,
  	"sizes_location_filename" varchar,
  	"sizes_blog_url" varchar,
  	"sizes_blog_width" numeric,
  	"sizes_blog_height" numeric,
  	"sizes_blog_mime_type" varchar,
  	"sizes_blog_filesize" numeric,
  	"sizes_blog_filename" varchar,
  	"sizes_model_url" varchar,
  	"sizes_model_width" numeric,
  	"sizes_model_height" numeric,
  	"sizes_model_mime_type" varchar,
  	"sizes_model_filesize" numeric,
  	"sizes_model_filename" varchar
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer,
  	"users_id" integer,
  	"dealerships_id" integer,
  	"locations_id" integer,
  	"manufacturers_id" integer,
  	"models_id" integer,
  	"offers_id" integer,
  	"service_plans_id" integer,
  	"promo_tiles_id" integer,
  	"reviews_id" integer,
  	"pages_id" integer,
  	"navigation_id" integer,
  	"legal_texts_id" integer,
  	"complaint_authorities_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "sites_domains" ADD CONSTRAINT "sites_domains_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_search_sort_options" ADD CONSTRAINT "sites_search_sort_options_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_search_filters" ADD CONSTRAINT "sites_search_filters_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites_wording" ADD CONSTRAINT "sites_wording_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_theme_logo_id_media_id_fk" FOREIGN KEY ("theme_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites" ADD CONSTRAINT "sites_theme_hero_image_id_media_id_fk" FOREIGN KEY ("theme_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sites_texts" ADD CONSTRAINT "sites_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_tenants_roles" ADD CONSTRAINT "users_tenants_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users_tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_tenants" ADD CONSTRAINT "users_tenants_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_tenants" ADD CONSTRAINT "users_tenants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealerships_gmb_profiles" ADD CONSTRAINT "dealerships_gmb_profiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_location_subtype" ADD CONSTRAINT "locations_location_subtype_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_opening_hours" ADD CONSTRAINT "locations_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_special_hours" ADD CONSTRAINT "locations_special_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations" ADD CONSTRAINT "locations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_rels" ADD CONSTRAINT "locations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_rels" ADD CONSTRAINT "locations_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "models_accessories" ADD CONSTRAINT "models_accessories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "models" ADD CONSTRAINT "models_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "models" ADD CONSTRAINT "models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "models" ADD CONSTRAINT "models_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_plans" ADD CONSTRAINT "service_plans_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_plans" ADD CONSTRAINT "service_plans_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promo_tiles_display" ADD CONSTRAINT "promo_tiles_display_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promo_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promo_tiles" ADD CONSTRAINT "promo_tiles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promo_tiles" ADD CONSTRAINT "promo_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_buttons" ADD CONSTRAINT "pages_blocks_hero_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_banner_items" ADD CONSTRAINT "pages_blocks_feature_banner_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_banner" ADD CONSTRAINT "pages_blocks_feature_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_buttons" ADD CONSTRAINT "pages_blocks_cta_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "navigation_header_children" ADD CONSTRAINT "navigation_header_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_header" ADD CONSTRAINT "navigation_header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer_links" ADD CONSTRAINT "navigation_footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation_footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_footer" ADD CONSTRAINT "navigation_footer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation" ADD CONSTRAINT "navigation_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "legal_texts" ADD CONSTRAINT "legal_texts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealerships_fk" FOREIGN KEY ("dealerships_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_manufacturers_fk" FOREIGN KEY ("manufacturers_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_models_fk" FOREIGN KEY ("models_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_plans_fk" FOREIGN KEY ("service_plans_id") REFERENCES "public"."service_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promo_tiles_fk" FOREIGN KEY ("promo_tiles_id") REFERENCES "public"."promo_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_navigation_fk" FOREIGN KEY ("navigation_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_texts_fk" FOREIGN KEY ("legal_texts_id") REFERENCES "public"."legal_texts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_complaint_authorities_fk" FOREIGN KEY ("complaint_authorities_id") REFERENCES "public"."complaint_authorities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_domains_order_idx" ON "sites_domains" USING btree ("_order");
  CREATE INDEX "sites_domains_parent_id_idx" ON "sites_domains" USING btree ("_parent_id");
  CREATE INDEX "sites_domains_domain_idx" ON "sites_domains" USING btree ("domain");
  CREATE INDEX "sites_search_sort_options_order_idx" ON "sites_search_sort_options" USING btree ("order");
  CREATE INDEX "sites_search_sort_options_parent_idx" ON "sites_search_sort_options" USING btree ("parent_id");
  CREATE INDEX "sites_search_filters_order_idx" ON "sites_search_filters" USING btree ("order");
  CREATE INDEX "sites_search_filters_parent_idx" ON "sites_search_filters" USING btree ("parent_id");
  CREATE INDEX "sites_wording_order_idx" ON "sites_wording" USING btree ("_order");
  CREATE INDEX "sites_wording_parent_id_idx" ON "sites_wording" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "sites_slug_idx" ON "sites" USING btree ("slug");
  CREATE INDEX "sites_manufacturer_idx" ON "sites" USING btree ("manufacturer_id");
  CREATE INDEX "sites_theme_theme_logo_idx" ON "sites" USING btree ("theme_logo_id");
  CREATE INDEX "sites_theme_theme_hero_image_idx" ON "sites" USING btree ("theme_hero_image_id");
  CREATE INDEX "sites_updated_at_idx" ON "sites" USING btree ("updated_at");
  CREATE INDEX "sites_created_at_idx" ON "sites" USING btree ("created_at");
  CREATE INDEX "sites_texts_order_parent" ON "sites_texts" USING btree ("order","parent_id");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_tenants_roles_order_idx" ON "users_tenants_roles" USING btree ("order");
  CREATE INDEX "users_tenants_roles_parent_idx" ON "users_tenants_roles" USING btree ("parent_id");
  CREATE INDEX "users_tenants_order_idx" ON "users_tenants" USING btree ("_order");
  CREATE INDEX "users_tenants_parent_id_idx" ON "users_tenants" USING btree ("_parent_id");
  CREATE INDEX "users_tenants_site_idx" ON "users_tenants" USING btree ("site_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "dealerships_gmb_profiles_order_idx" ON "dealerships_gmb_profiles" USING btree ("_order");
  CREATE INDEX "dealerships_gmb_profiles_parent_id_idx" ON "dealerships_gmb_profiles" USING btree ("_parent_id");
  CREATE INDEX "dealerships_site_idx" ON "dealerships" USING btree ("site_id");
  CREATE INDEX "dealerships_slug_idx" ON "dealerships" USING btree ("slug");
  CREATE INDEX "dealerships_manufacturer_idx" ON "dealerships" USING btree ("manufacturer_id");
  CREATE INDEX "dealerships_updated_at_idx" ON "dealerships" USING btree ("updated_at");
  CREATE INDEX "dealerships_created_at_idx" ON "dealerships" USING btree ("created_at");
  CREATE INDEX "locations_location_subtype_order_idx" ON "locations_location_subtype" USING btree ("order");
  CREATE INDEX "locations_location_subtype_parent_idx" ON "locations_location_subtype" USING btree ("parent_id");
  CREATE INDEX "locations_opening_hours_order_idx" ON "locations_opening_hours" USING btree ("_order");
  CREATE INDEX "locations_opening_hours_parent_id_idx" ON "locations_opening_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_special_hours_order_idx" ON "locations_special_hours" USING btree ("_order");
  CREATE INDEX "locations_special_hours_parent_id_idx" ON "locations_special_hours" USING btree ("_parent_id");
  CREATE INDEX "locations_site_idx" ON "locations" USING btree ("site_id");
  CREATE INDEX "locations_slug_idx" ON "locations" USING btree ("slug");
  CREATE INDEX "locations_dealership_idx" ON "locations" USING btree ("dealership_id");
  CREATE INDEX "locations_image_idx" ON "locations" USING btree ("image_id");
  CREATE INDEX "locations_updated_at_idx" ON "locations" USING btree ("updated_at");
  CREATE INDEX "locations_created_at_idx" ON "locations" USING btree ("created_at");
  CREATE INDEX "locations_rels_order_idx" ON "locations_rels" USING btree ("order");
  CREATE INDEX "locations_rels_parent_idx" ON "locations_rels" USING btree ("parent_id");
  CREATE INDEX "locations_rels_path_idx" ON "locations_rels" USING btree ("path");
  CREATE INDEX "locations_rels_manufacturers_id_idx" ON "locations_rels" USING btree ("manufacturers_id");
  CREATE UNIQUE INDEX "manufacturers_slug_idx" ON "manufacturers" USING btree ("slug");
  CREATE INDEX "manufacturers_logo_idx" ON "manufacturers" USING btree ("logo_id");
  CREATE INDEX "manufacturers_updated_at_idx" ON "manufacturers" USING btree ("updated_at");
  CREATE INDEX "manufacturers_created_at_idx" ON "manufacturers" USING btree ("created_at");
  CREATE INDEX "models_accessories_order_idx" ON "models_accessories" USING btree ("_order");
  CREATE INDEX "models_accessories_parent_id_idx" ON "models_accessories" USING btree ("_parent_id");
  CREATE INDEX "models_site_idx" ON "models" USING btree ("site_id");
  CREATE INDEX "models_slug_idx" ON "models" USING btree ("slug");
  CREATE INDEX "models_manufacturer_idx" ON "models" USING btree ("manufacturer_id");
  CREATE INDEX "models_image_idx" ON "models" USING btree ("image_id");
  CREATE INDEX "models_updated_at_idx" ON "models" USING btree ("updated_at");
  CREATE INDEX "models_created_at_idx" ON "models" USING btree ("created_at");
  CREATE INDEX "offers_site_idx" ON "offers" USING btree ("site_id");
  CREATE INDEX "offers_manufacturer_idx" ON "offers" USING btree ("manufacturer_id");
  CREATE INDEX "offers_model_idx" ON "offers" USING btree ("model_id");
  CREATE INDEX "offers_image_idx" ON "offers" USING btree ("image_id");
  CREATE INDEX "offers_updated_at_idx" ON "offers" USING btree ("updated_at");
  CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");
  CREATE INDEX "service_plans_site_idx" ON "service_plans" USING btree ("site_id");
  CREATE INDEX "service_plans_model_idx" ON "service_plans" USING btree ("model_id");
  CREATE INDEX "service_plans_updated_at_idx" ON "service_plans" USING btree ("updated_at");
  CREATE INDEX "service_plans_created_at_idx" ON "service_plans" USING btree ("created_at");
  CREATE INDEX "promo_tiles_display_order_idx" ON "promo_tiles_display" USING btree ("order");
  CREATE INDEX "promo_tiles_display_parent_idx" ON "promo_tiles_display" USING btree ("parent_id");
  CREATE INDEX "promo_tiles_site_idx" ON "promo_tiles" USING btree ("site_id");
  CREATE INDEX "promo_tiles_image_idx" ON "promo_tiles" USING btree ("image_id");
  CREATE INDEX "promo_tiles_updated_at_idx" ON "promo_tiles" USING btree ("updated_at");
  CREATE INDEX "promo_tiles_created_at_idx" ON "promo_tiles" USING btree ("created_at");
  CREATE INDEX "reviews_site_idx" ON "reviews" USING btree ("site_id");
  CREATE INDEX "reviews_location_idx" ON "reviews" USING btree ("location_id");
  CREATE INDEX "reviews_image_idx" ON "reviews" USING btree ("image_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE INDEX "pages_blocks_hero_buttons_order_idx" ON "pages_blocks_hero_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_buttons_parent_id_idx" ON "pages_blocks_hero_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_feature_banner_items_order_idx" ON "pages_blocks_feature_banner_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_banner_items_parent_id_idx" ON "pages_blocks_feature_banner_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_banner_order_idx" ON "pages_blocks_feature_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_banner_parent_id_idx" ON "pages_blocks_feature_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_banner_path_idx" ON "pages_blocks_feature_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_cta_buttons_order_idx" ON "pages_blocks_cta_buttons" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_buttons_parent_id_idx" ON "pages_blocks_cta_buttons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_order_idx" ON "pages_blocks_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_parent_id_idx" ON "pages_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_path_idx" ON "pages_blocks_cta" USING btree ("_path");
  CREATE INDEX "pages_site_idx" ON "pages" USING btree ("site_id");
  CREATE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "navigation_header_children_order_idx" ON "navigation_header_children" USING btree ("_order");
  CREATE INDEX "navigation_header_children_parent_id_idx" ON "navigation_header_children" USING btree ("_parent_id");
  CREATE INDEX "navigation_header_order_idx" ON "navigation_header" USING btree ("_order");
  CREATE INDEX "navigation_header_parent_id_idx" ON "navigation_header" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_links_order_idx" ON "navigation_footer_links" USING btree ("_order");
  CREATE INDEX "navigation_footer_links_parent_id_idx" ON "navigation_footer_links" USING btree ("_parent_id");
  CREATE INDEX "navigation_footer_order_idx" ON "navigation_footer" USING btree ("_order");
  CREATE INDEX "navigation_footer_parent_id_idx" ON "navigation_footer" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "navigation_site_idx" ON "navigation" USING btree ("site_id");
  CREATE INDEX "navigation_updated_at_idx" ON "navigation" USING btree ("updated_at");
  CREATE INDEX "navigation_created_at_idx" ON "navigation" USING btree ("created_at");
  CREATE UNIQUE INDEX "legal_texts_site_idx" ON "legal_texts" USING btree ("site_id");
  CREATE INDEX "legal_texts_updated_at_idx" ON "legal_texts" USING btree ("updated_at");
  CREATE INDEX "legal_texts_created_at_idx" ON "legal_texts" USING btree ("created_at");
  CREATE UNIQUE INDEX "complaint_authorities_state_idx" ON "complaint_authorities" USING btree ("state");
  CREATE INDEX "complaint_authorities_updated_at_idx" ON "complaint_authorities" USING btree ("updated_at");
  CREATE INDEX "complaint_authorities_created_at_idx" ON "complaint_authorities" USING btree ("created_at");
  CREATE INDEX "media_site_idx" ON "media" USING btree ("site_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_offer_sizes_offer_filename_idx" ON "media" USING btree ("sizes_offer_filename");
  CREATE INDEX "media_sizes_location_sizes_location_filename_idx" ON "media" USING btree ("sizes_location_filename");
  CREATE INDEX "media_sizes_blog_sizes_blog_filename_idx" ON "media" USING btree ("sizes_blog_filename");
  CREATE INDEX "media_sizes_model_sizes_model_filename_idx" ON "media" USING btree ("sizes_model_filename");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_sites_id_idx" ON "payload_locked_documents_rels" USING btree ("sites_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_dealerships_id_idx" ON "payload_locked_documents_rels" USING btree ("dealerships_id");
  CREATE INDEX "payload_locked_documents_rels_locations_id_idx" ON "payload_locked_documents_rels" USING btree ("locations_id");
  CREATE INDEX "payload_locked_documents_rels_manufacturers_id_idx" ON "payload_locked_documents_rels" USING btree ("manufacturers_id");
  CREATE INDEX "payload_locked_documents_rels_models_id_idx" ON "payload_locked_documents_rels" USING btree ("models_id");
  CREATE INDEX "payload_locked_documents_rels_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("offers_id");
  CREATE INDEX "payload_locked_documents_rels_service_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("service_plans_id");
  CREATE INDEX "payload_locked_documents_rels_promo_tiles_id_idx" ON "payload_locked_documents_rels" USING btree ("promo_tiles_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_navigation_id_idx" ON "payload_locked_documents_rels" USING btree ("navigation_id");
  CREATE INDEX "payload_locked_documents_rels_legal_texts_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_texts_id");
  CREATE INDEX "payload_locked_documents_rels_complaint_authorities_id_idx" ON "payload_locked_documents_rels" USING btree ("complaint_authorities_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "sites_domains" CASCADE;
  DROP TABLE "sites_search_sort_options" CASCADE;
  DROP TABLE "sites_search_filters" CASCADE;
  DROP TABLE "sites_wording" CASCADE;
  DROP TABLE "sites" CASCADE;
  DROP TABLE "sites_texts" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_tenants_roles" CASCADE;
  DROP TABLE "users_tenants" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "dealerships_gmb_profiles" CASCADE;
  DROP TABLE "dealerships" CASCADE;
  DROP TABLE "locations_location_subtype" CASCADE;
  DROP TABLE "locations_opening_hours" CASCADE;
  DROP TABLE "locations_special_hours" CASCADE;
  DROP TABLE "locations" CASCADE;
  DROP TABLE "locations_rels" CASCADE;
  DROP TABLE "manufacturers" CASCADE;
  DROP TABLE "models_accessories" CASCADE;
  DROP TABLE "models" CASCADE;
  DROP TABLE "offers" CASCADE;
  DROP TABLE "service_plans" CASCADE;
  DROP TABLE "promo_tiles_display" CASCADE;
  DROP TABLE "promo_tiles" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "pages_blocks_hero_buttons" CASCADE;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_feature_banner_items" CASCADE;
  DROP TABLE "pages_blocks_feature_banner" CASCADE;
  DROP TABLE "pages_blocks_cta_buttons" CASCADE;
  DROP TABLE "pages_blocks_cta" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "navigation_header_children" CASCADE;
  DROP TABLE "navigation_header" CASCADE;
  DROP TABLE "navigation_footer_links" CASCADE;
  DROP TABLE "navigation_footer" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "legal_texts" CASCADE;
  DROP TABLE "complaint_authorities" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."enum_sites_search_sort_options";
  DROP TYPE "public"."enum_sites_search_filters";
  DROP TYPE "public"."enum_sites_template";
  DROP TYPE "public"."enum_sites_locale";
  DROP TYPE "public"."enum_sites_theme_font";
  DROP TYPE "public"."enum_sites_cards_favourites";
  DROP TYPE "public"."enum_sites_cards_buy_button";
  DROP TYPE "public"."enum_sites_finance_route";
  DROP TYPE "public"."enum_sites_car_page_reserve_button_style";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_users_tenants_roles";
  DROP TYPE "public"."enum_locations_location_subtype";
  DROP TYPE "public"."enum_locations_opening_hours_weekday";
  DROP TYPE "public"."enum_locations_opening_hours_status";
  DROP TYPE "public"."enum_locations_special_hours_status";
  DROP TYPE "public"."enum_locations_location_type";
  DROP TYPE "public"."enum_models_manufacturer_body";
  DROP TYPE "public"."enum_models_status";
  DROP TYPE "public"."enum_promo_tiles_display";
  DROP TYPE "public"."enum_pages_blocks_hero_buttons_style";
  DROP TYPE "public"."enum_pages_blocks_cta_buttons_style";
  DROP TYPE "public"."enum_navigation_header_menu";
  DROP TYPE "public"."enum_complaint_authorities_state";`)
}
