import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_content_model_menu_links" AS ENUM('get-quote', 'all-models', 'our-stock', 'business-fleet', 'book-test-drive', 'mytoyota-connect', 'demonstrator-models', 'toyota-connected');
  CREATE TYPE "public"."enum_sites_content_model_page_pattern" AS ENUM('default', 'new-vehicle');
  CREATE TYPE "public"."enum_models_body" AS ENUM('4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lightTruck', 'peopleMover', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon');
  CREATE TYPE "public"."enum_offers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pages_blocks_locations_display" AS ENUM('find-us', 'carousel', 'grid', 'hero', 'selector');
  CREATE TYPE "public"."enum_pages_blocks_locations_filter" AS ENUM('primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'id');
  CREATE TYPE "public"."enum_pages_blocks_locations_subtype" AS ENUM('buying', 'used', 'new', 'service-and-parts', 'body-shop');
  CREATE TYPE "public"."enum_pages_blocks_models_grid_body" AS ENUM('4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lightTruck', 'peopleMover', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon');
  CREATE TYPE "public"."enum_pages_blocks_finance_banner_variant" AS ENUM('finance', 'access-loan');
  CREATE TYPE "public"."enum_pages_blocks_payment_methods_methods" AS ENUM('visa', 'mastercard', 'amex', 'eftpos', 'bank-transfer', 'finance', 'afterpay', 'cash');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_buttons_style" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__pages_v_blocks_cta_buttons_style" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__pages_v_blocks_locations_display" AS ENUM('find-us', 'carousel', 'grid', 'hero', 'selector');
  CREATE TYPE "public"."enum__pages_v_blocks_locations_filter" AS ENUM('primary', 'sales', 'service', 'parts', 'service-and-parts', 'all', 'id');
  CREATE TYPE "public"."enum__pages_v_blocks_locations_subtype" AS ENUM('buying', 'used', 'new', 'service-and-parts', 'body-shop');
  CREATE TYPE "public"."enum__pages_v_blocks_models_grid_body" AS ENUM('4x4', 'bus', 'cabChassis', 'convertible', 'coupe', 'hardtop', 'hatch', 'hatchback', 'motorhome', 'lightTruck', 'peopleMover', 'sedan', 'softtop', 'suv', 'ute', 'van', 'wagon', 'stationWagon');
  CREATE TYPE "public"."enum__pages_v_blocks_finance_banner_variant" AS ENUM('finance', 'access-loan');
  CREATE TYPE "public"."enum__pages_v_blocks_payment_methods_methods" AS ENUM('visa', 'mastercard', 'amex', 'eftpos', 'bank-transfer', 'finance', 'afterpay', 'cash');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_posts_category" AS ENUM('Vehicle Reviews', 'Buyer Advice', 'Motoring Tips', 'Servicing Insights', '4x4xMORE Adventures');
  CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_version_category" AS ENUM('Vehicle Reviews', 'Buyer Advice', 'Motoring Tips', 'Servicing Insights', '4x4xMORE Adventures');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_cars_car_type" AS ENUM('new', 'used', 'demo');
  CREATE TYPE "public"."enum_cars_status" AS ENUM('in_stock', 'coming_soon', 'sold');
  CREATE TYPE "public"."enum_cars_item_type" AS ENUM('car', 'caravan', 'trailer', 'motorcycle');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'syncCarsToIndex');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'syncCarsToIndex');
  CREATE TABLE "sites_content_model_menu_links" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_sites_content_model_menu_links",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "locations_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"photo_id" integer
  );
  
  CREATE TABLE "offers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer
  );
  
  CREATE TABLE "_offers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_disclaimer" varchar,
  	"version_manufacturer_id" integer,
  	"version_model_id" integer,
  	"version_image_id" integer,
  	"version_image_url" varchar,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_expires_at" timestamp(3) with time zone,
  	"version_order" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__offers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_offers_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"sites_id" integer
  );
  
  CREATE TABLE "pages_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"display" "enum_pages_blocks_locations_display" DEFAULT 'find-us',
  	"filter" "enum_pages_blocks_locations_filter" DEFAULT 'all',
  	"location_id" integer,
  	"manufacturer_id" integer,
  	"subtype" "enum_pages_blocks_locations_subtype",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_offers_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Special Offers',
  	"limit" numeric DEFAULT 6,
  	"model_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_models_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Our Range',
  	"body" "enum_pages_blocks_models_grid_body",
  	"show_body_filter" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Frequently asked questions',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_finance_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"variant" "enum_pages_blocks_finance_banner_variant" DEFAULT 'finance',
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"button_label" varchar DEFAULT 'Finance Enquiry',
  	"url" varchar DEFAULT '/finance-enquiry',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_payment_methods_methods" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_pages_blocks_payment_methods_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_payment_methods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Ways to pay',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Send us an enquiry',
  	"intro" varchar,
  	"enquiry_type" varchar DEFAULT 'General Enquiry',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_reviews" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'What our customers say',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_expandable_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_price_range_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Shop by budget',
  	"button_label" varchar DEFAULT 'Search cars',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_service_advantage" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Toyota Service Advantage',
  	"intro" varchar,
  	"booking_label" varchar DEFAULT 'Book a Service',
  	"booking_url" varchar DEFAULT '/genuine-service',
  	"booking_external_path" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_complaints_notice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Complaint Handling Process',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locations_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_hero_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"style" "enum__pages_v_blocks_hero_buttons_style" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_banner_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta_buttons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"style" "enum__pages_v_blocks_cta_buttons_style" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"display" "enum__pages_v_blocks_locations_display" DEFAULT 'find-us',
  	"filter" "enum__pages_v_blocks_locations_filter" DEFAULT 'all',
  	"location_id" integer,
  	"manufacturer_id" integer,
  	"subtype" "enum__pages_v_blocks_locations_subtype",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_offers_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Special Offers',
  	"limit" numeric DEFAULT 6,
  	"model_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_models_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Our Range',
  	"body" "enum__pages_v_blocks_models_grid_body",
  	"show_body_filter" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Frequently asked questions',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_finance_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum__pages_v_blocks_finance_banner_variant" DEFAULT 'finance',
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"button_label" varchar DEFAULT 'Finance Enquiry',
  	"url" varchar DEFAULT '/finance-enquiry',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_payment_methods_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_blocks_payment_methods_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_payment_methods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Ways to pay',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Send us an enquiry',
  	"intro" varchar,
  	"enquiry_type" varchar DEFAULT 'General Enquiry',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_reviews" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'What our customers say',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_expandable_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_price_range_search" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Shop by budget',
  	"button_label" varchar DEFAULT 'Search cars',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_service_advantage" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Toyota Service Advantage',
  	"intro" varchar,
  	"booking_label" varchar DEFAULT 'Book a Service',
  	"booking_url" varchar DEFAULT '/genuine-service',
  	"booking_external_path" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_complaints_notice" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Complaint Handling Process',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_meta_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locations_id" integer
  );
  
  CREATE TABLE "posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"title" varchar,
  	"slug" varchar,
  	"category" "enum_posts_category",
  	"published_at" timestamp(3) with time zone,
  	"excerpt" varchar,
  	"image_id" integer,
  	"content" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_site_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_category" "enum__posts_v_version_category",
  	"version_published_at" timestamp(3) with time zone,
  	"version_excerpt" varchar,
  	"version_image_id" integer,
  	"version_content" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "cars_finance_lenders" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"provider" varchar NOT NULL,
  	"interest_rate" numeric,
  	"comparison_rate" numeric,
  	"payment_week" numeric,
  	"payment_month" numeric,
  	"term_years" numeric,
  	"term_months" numeric,
  	"deposit" numeric,
  	"balloon" numeric,
  	"disclaimer" varchar
  );
  
  CREATE TABLE "cars_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "cars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_id" integer,
  	"name" varchar,
  	"slug" varchar,
  	"year" numeric NOT NULL,
  	"make" varchar NOT NULL,
  	"model" varchar NOT NULL,
  	"badge" varchar,
  	"series" varchar,
  	"carsales_title" varchar,
  	"car_type" "enum_cars_car_type" DEFAULT 'used' NOT NULL,
  	"status" "enum_cars_status" DEFAULT 'in_stock' NOT NULL,
  	"item_type" "enum_cars_item_type" DEFAULT 'car',
  	"tag" varchar,
  	"reserved" boolean DEFAULT false,
  	"preorder" boolean DEFAULT false,
  	"certified" boolean DEFAULT false,
  	"has_nvic" boolean DEFAULT false,
  	"show_on_dealer_website" boolean DEFAULT true,
  	"stocknum" varchar NOT NULL,
  	"vin" varchar,
  	"regplate" varchar,
  	"rego_expiry" timestamp(3) with time zone,
  	"build_date" timestamp(3) with time zone,
  	"compliance_date" timestamp(3) with time zone,
  	"sold_date" timestamp(3) with time zone,
  	"private_suburb" varchar,
  	"private_postcode" varchar,
  	"views" numeric DEFAULT 0,
  	"accessories_count" numeric,
  	"price" numeric,
  	"price_type" varchar,
  	"before_price" numeric,
  	"subscription_price" numeric,
  	"autograb_data_average_market_price" numeric,
  	"autograb_data_state_average_market_price" numeric,
  	"km" numeric,
  	"trans" varchar,
  	"simple_transmission" varchar,
  	"fuel" varchar,
  	"simple_fuel" varchar,
  	"simple_body" varchar,
  	"drive" varchar,
  	"seats" numeric,
  	"doors" numeric,
  	"colour" varchar,
  	"engine_size" varchar,
  	"variant_cylinders" numeric,
  	"variant_enginesize" varchar,
  	"variant_enginesize_litres" numeric,
  	"variant_induction" varchar,
  	"variant_geartype" varchar,
  	"variant_fuelconsumptioncombined" numeric,
  	"variant_fuelcapacity" numeric,
  	"variant_grossvehiclemass" numeric,
  	"variant_torque" numeric,
  	"variant_ancaprating" numeric,
  	"variant_vehiclelength" numeric,
  	"variant_vehicleheight" numeric,
  	"variant_vehiclewidth" numeric,
  	"variant_bodyconfiguration" varchar,
  	"specifications_body_length" numeric,
  	"specifications_body_width" numeric,
  	"specifications_tare_weight" numeric,
  	"specifications_aggregate_trailer_mass" numeric,
  	"specifications_axle_type" varchar,
  	"specifications_sleeps" numeric,
  	"file_id" integer,
  	"dealercomments" varchar,
  	"dealership_id" integer NOT NULL,
  	"location_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cars_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "offers" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "pages_blocks_hero_buttons" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_hero_buttons" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_rich_text" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "pages_blocks_feature_banner_items" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_blocks_feature_banner_items" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "pages_blocks_cta_buttons" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "pages_blocks_cta_buttons" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "pages_blocks_cta" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "sites" ADD COLUMN "content_model_page_pattern" "enum_sites_content_model_page_pattern" DEFAULT 'default';
  ALTER TABLE "sites" ADD COLUMN "content_stock_path" varchar DEFAULT '/search/new-cars';
  ALTER TABLE "sites" ADD COLUMN "content_google_reviews_quantity" numeric DEFAULT 12;
  ALTER TABLE "sites" ADD COLUMN "content_blog_adventures" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "content_sticky_mobile_footer" boolean DEFAULT true;
  ALTER TABLE "sites" ADD COLUMN "content_review_page_url" varchar;
  ALTER TABLE "models" ADD COLUMN "body" "enum_models_body";
  ALTER TABLE "models" ADD COLUMN "hero_image_id" integer;
  ALTER TABLE "offers" ADD COLUMN "_status" "enum_offers_status" DEFAULT 'draft';
  ALTER TABLE "reviews" ADD COLUMN "hidden" boolean DEFAULT false;
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "posts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cars_id" integer;
  ALTER TABLE "sites_content_model_menu_links" ADD CONSTRAINT "sites_content_model_menu_links_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_team" ADD CONSTRAINT "locations_team_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "locations_team" ADD CONSTRAINT "locations_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_parent_id_offers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("version_manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_model_id_models_id_fk" FOREIGN KEY ("version_model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_sites_fk" FOREIGN KEY ("sites_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_locations" ADD CONSTRAINT "pages_blocks_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_locations" ADD CONSTRAINT "pages_blocks_locations_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_locations" ADD CONSTRAINT "pages_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offers_list" ADD CONSTRAINT "pages_blocks_offers_list_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_offers_list" ADD CONSTRAINT "pages_blocks_offers_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_models_grid" ADD CONSTRAINT "pages_blocks_models_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_finance_banner" ADD CONSTRAINT "pages_blocks_finance_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_finance_banner" ADD CONSTRAINT "pages_blocks_finance_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_payment_methods_methods" ADD CONSTRAINT "pages_blocks_payment_methods_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_payment_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_payment_methods" ADD CONSTRAINT "pages_blocks_payment_methods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_form" ADD CONSTRAINT "pages_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_reviews" ADD CONSTRAINT "pages_blocks_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_expandable_text" ADD CONSTRAINT "pages_blocks_expandable_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_price_range_search" ADD CONSTRAINT "pages_blocks_price_range_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_service_advantage" ADD CONSTRAINT "pages_blocks_service_advantage_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_complaints_notice" ADD CONSTRAINT "pages_blocks_complaints_notice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_buttons" ADD CONSTRAINT "_pages_v_blocks_hero_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_banner_items" ADD CONSTRAINT "_pages_v_blocks_feature_banner_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_banner" ADD CONSTRAINT "_pages_v_blocks_feature_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta_buttons" ADD CONSTRAINT "_pages_v_blocks_cta_buttons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations" ADD CONSTRAINT "_pages_v_blocks_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations" ADD CONSTRAINT "_pages_v_blocks_locations_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_locations" ADD CONSTRAINT "_pages_v_blocks_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offers_list" ADD CONSTRAINT "_pages_v_blocks_offers_list_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offers_list" ADD CONSTRAINT "_pages_v_blocks_offers_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_models_grid" ADD CONSTRAINT "_pages_v_blocks_models_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_finance_banner" ADD CONSTRAINT "_pages_v_blocks_finance_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_finance_banner" ADD CONSTRAINT "_pages_v_blocks_finance_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_payment_methods_methods" ADD CONSTRAINT "_pages_v_blocks_payment_methods_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_payment_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_payment_methods" ADD CONSTRAINT "_pages_v_blocks_payment_methods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_form" ADD CONSTRAINT "_pages_v_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_reviews" ADD CONSTRAINT "_pages_v_blocks_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_expandable_text" ADD CONSTRAINT "_pages_v_blocks_expandable_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_price_range_search" ADD CONSTRAINT "_pages_v_blocks_price_range_search_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_service_advantage" ADD CONSTRAINT "_pages_v_blocks_service_advantage_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_complaints_notice" ADD CONSTRAINT "_pages_v_blocks_complaints_notice_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_locations_fk" FOREIGN KEY ("locations_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_site_id_sites_id_fk" FOREIGN KEY ("version_site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cars_finance_lenders" ADD CONSTRAINT "cars_finance_lenders_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cars_images" ADD CONSTRAINT "cars_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cars" ADD CONSTRAINT "cars_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cars" ADD CONSTRAINT "cars_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cars" ADD CONSTRAINT "cars_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cars" ADD CONSTRAINT "cars_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cars_texts" ADD CONSTRAINT "cars_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sites_content_model_menu_links_order_idx" ON "sites_content_model_menu_links" USING btree ("order");
  CREATE INDEX "sites_content_model_menu_links_parent_idx" ON "sites_content_model_menu_links" USING btree ("parent_id");
  CREATE INDEX "locations_team_order_idx" ON "locations_team" USING btree ("_order");
  CREATE INDEX "locations_team_parent_id_idx" ON "locations_team" USING btree ("_parent_id");
  CREATE INDEX "locations_team_photo_idx" ON "locations_team" USING btree ("photo_id");
  CREATE INDEX "offers_rels_order_idx" ON "offers_rels" USING btree ("order");
  CREATE INDEX "offers_rels_parent_idx" ON "offers_rels" USING btree ("parent_id");
  CREATE INDEX "offers_rels_path_idx" ON "offers_rels" USING btree ("path");
  CREATE INDEX "offers_rels_sites_id_idx" ON "offers_rels" USING btree ("sites_id");
  CREATE INDEX "_offers_v_parent_idx" ON "_offers_v" USING btree ("parent_id");
  CREATE INDEX "_offers_v_version_version_site_idx" ON "_offers_v" USING btree ("version_site_id");
  CREATE INDEX "_offers_v_version_version_manufacturer_idx" ON "_offers_v" USING btree ("version_manufacturer_id");
  CREATE INDEX "_offers_v_version_version_model_idx" ON "_offers_v" USING btree ("version_model_id");
  CREATE INDEX "_offers_v_version_version_image_idx" ON "_offers_v" USING btree ("version_image_id");
  CREATE INDEX "_offers_v_version_version_updated_at_idx" ON "_offers_v" USING btree ("version_updated_at");
  CREATE INDEX "_offers_v_version_version_created_at_idx" ON "_offers_v" USING btree ("version_created_at");
  CREATE INDEX "_offers_v_version_version__status_idx" ON "_offers_v" USING btree ("version__status");
  CREATE INDEX "_offers_v_created_at_idx" ON "_offers_v" USING btree ("created_at");
  CREATE INDEX "_offers_v_updated_at_idx" ON "_offers_v" USING btree ("updated_at");
  CREATE INDEX "_offers_v_latest_idx" ON "_offers_v" USING btree ("latest");
  CREATE INDEX "_offers_v_autosave_idx" ON "_offers_v" USING btree ("autosave");
  CREATE INDEX "_offers_v_rels_order_idx" ON "_offers_v_rels" USING btree ("order");
  CREATE INDEX "_offers_v_rels_parent_idx" ON "_offers_v_rels" USING btree ("parent_id");
  CREATE INDEX "_offers_v_rels_path_idx" ON "_offers_v_rels" USING btree ("path");
  CREATE INDEX "_offers_v_rels_sites_id_idx" ON "_offers_v_rels" USING btree ("sites_id");
  CREATE INDEX "pages_blocks_locations_order_idx" ON "pages_blocks_locations" USING btree ("_order");
  CREATE INDEX "pages_blocks_locations_parent_id_idx" ON "pages_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_locations_path_idx" ON "pages_blocks_locations" USING btree ("_path");
  CREATE INDEX "pages_blocks_locations_location_idx" ON "pages_blocks_locations" USING btree ("location_id");
  CREATE INDEX "pages_blocks_locations_manufacturer_idx" ON "pages_blocks_locations" USING btree ("manufacturer_id");
  CREATE INDEX "pages_blocks_offers_list_order_idx" ON "pages_blocks_offers_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_offers_list_parent_id_idx" ON "pages_blocks_offers_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_offers_list_path_idx" ON "pages_blocks_offers_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_offers_list_model_idx" ON "pages_blocks_offers_list" USING btree ("model_id");
  CREATE INDEX "pages_blocks_models_grid_order_idx" ON "pages_blocks_models_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_models_grid_parent_id_idx" ON "pages_blocks_models_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_models_grid_path_idx" ON "pages_blocks_models_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_finance_banner_order_idx" ON "pages_blocks_finance_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_finance_banner_parent_id_idx" ON "pages_blocks_finance_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_finance_banner_path_idx" ON "pages_blocks_finance_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_finance_banner_image_idx" ON "pages_blocks_finance_banner" USING btree ("image_id");
  CREATE INDEX "pages_blocks_payment_methods_methods_order_idx" ON "pages_blocks_payment_methods_methods" USING btree ("order");
  CREATE INDEX "pages_blocks_payment_methods_methods_parent_idx" ON "pages_blocks_payment_methods_methods" USING btree ("parent_id");
  CREATE INDEX "pages_blocks_payment_methods_order_idx" ON "pages_blocks_payment_methods" USING btree ("_order");
  CREATE INDEX "pages_blocks_payment_methods_parent_id_idx" ON "pages_blocks_payment_methods" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_payment_methods_path_idx" ON "pages_blocks_payment_methods" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_form_order_idx" ON "pages_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_form_parent_id_idx" ON "pages_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_form_path_idx" ON "pages_blocks_contact_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_reviews_order_idx" ON "pages_blocks_reviews" USING btree ("_order");
  CREATE INDEX "pages_blocks_reviews_parent_id_idx" ON "pages_blocks_reviews" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_reviews_path_idx" ON "pages_blocks_reviews" USING btree ("_path");
  CREATE INDEX "pages_blocks_expandable_text_order_idx" ON "pages_blocks_expandable_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_expandable_text_parent_id_idx" ON "pages_blocks_expandable_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_expandable_text_path_idx" ON "pages_blocks_expandable_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_price_range_search_order_idx" ON "pages_blocks_price_range_search" USING btree ("_order");
  CREATE INDEX "pages_blocks_price_range_search_parent_id_idx" ON "pages_blocks_price_range_search" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_price_range_search_path_idx" ON "pages_blocks_price_range_search" USING btree ("_path");
  CREATE INDEX "pages_blocks_service_advantage_order_idx" ON "pages_blocks_service_advantage" USING btree ("_order");
  CREATE INDEX "pages_blocks_service_advantage_parent_id_idx" ON "pages_blocks_service_advantage" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_service_advantage_path_idx" ON "pages_blocks_service_advantage" USING btree ("_path");
  CREATE INDEX "pages_blocks_complaints_notice_order_idx" ON "pages_blocks_complaints_notice" USING btree ("_order");
  CREATE INDEX "pages_blocks_complaints_notice_parent_id_idx" ON "pages_blocks_complaints_notice" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_complaints_notice_path_idx" ON "pages_blocks_complaints_notice" USING btree ("_path");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_locations_id_idx" ON "pages_rels" USING btree ("locations_id");
  CREATE INDEX "_pages_v_blocks_hero_buttons_order_idx" ON "_pages_v_blocks_hero_buttons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_buttons_parent_id_idx" ON "_pages_v_blocks_hero_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_feature_banner_items_order_idx" ON "_pages_v_blocks_feature_banner_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_banner_items_parent_id_idx" ON "_pages_v_blocks_feature_banner_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_banner_order_idx" ON "_pages_v_blocks_feature_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_banner_parent_id_idx" ON "_pages_v_blocks_feature_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_banner_path_idx" ON "_pages_v_blocks_feature_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cta_buttons_order_idx" ON "_pages_v_blocks_cta_buttons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_buttons_parent_id_idx" ON "_pages_v_blocks_cta_buttons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_order_idx" ON "_pages_v_blocks_cta" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_parent_id_idx" ON "_pages_v_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_path_idx" ON "_pages_v_blocks_cta" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_locations_order_idx" ON "_pages_v_blocks_locations" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_locations_parent_id_idx" ON "_pages_v_blocks_locations" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_locations_path_idx" ON "_pages_v_blocks_locations" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_locations_location_idx" ON "_pages_v_blocks_locations" USING btree ("location_id");
  CREATE INDEX "_pages_v_blocks_locations_manufacturer_idx" ON "_pages_v_blocks_locations" USING btree ("manufacturer_id");
  CREATE INDEX "_pages_v_blocks_offers_list_order_idx" ON "_pages_v_blocks_offers_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_offers_list_parent_id_idx" ON "_pages_v_blocks_offers_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_offers_list_path_idx" ON "_pages_v_blocks_offers_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_offers_list_model_idx" ON "_pages_v_blocks_offers_list" USING btree ("model_id");
  CREATE INDEX "_pages_v_blocks_models_grid_order_idx" ON "_pages_v_blocks_models_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_models_grid_parent_id_idx" ON "_pages_v_blocks_models_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_models_grid_path_idx" ON "_pages_v_blocks_models_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_finance_banner_order_idx" ON "_pages_v_blocks_finance_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_finance_banner_parent_id_idx" ON "_pages_v_blocks_finance_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_finance_banner_path_idx" ON "_pages_v_blocks_finance_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_finance_banner_image_idx" ON "_pages_v_blocks_finance_banner" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_payment_methods_methods_order_idx" ON "_pages_v_blocks_payment_methods_methods" USING btree ("order");
  CREATE INDEX "_pages_v_blocks_payment_methods_methods_parent_idx" ON "_pages_v_blocks_payment_methods_methods" USING btree ("parent_id");
  CREATE INDEX "_pages_v_blocks_payment_methods_order_idx" ON "_pages_v_blocks_payment_methods" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_payment_methods_parent_id_idx" ON "_pages_v_blocks_payment_methods" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_payment_methods_path_idx" ON "_pages_v_blocks_payment_methods" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contact_form_order_idx" ON "_pages_v_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_form_parent_id_idx" ON "_pages_v_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_form_path_idx" ON "_pages_v_blocks_contact_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_reviews_order_idx" ON "_pages_v_blocks_reviews" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_reviews_parent_id_idx" ON "_pages_v_blocks_reviews" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_reviews_path_idx" ON "_pages_v_blocks_reviews" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_expandable_text_order_idx" ON "_pages_v_blocks_expandable_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_expandable_text_parent_id_idx" ON "_pages_v_blocks_expandable_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_expandable_text_path_idx" ON "_pages_v_blocks_expandable_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_price_range_search_order_idx" ON "_pages_v_blocks_price_range_search" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_price_range_search_parent_id_idx" ON "_pages_v_blocks_price_range_search" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_price_range_search_path_idx" ON "_pages_v_blocks_price_range_search" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_service_advantage_order_idx" ON "_pages_v_blocks_service_advantage" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_service_advantage_parent_id_idx" ON "_pages_v_blocks_service_advantage" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_service_advantage_path_idx" ON "_pages_v_blocks_service_advantage" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_complaints_notice_order_idx" ON "_pages_v_blocks_complaints_notice" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_complaints_notice_parent_id_idx" ON "_pages_v_blocks_complaints_notice" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_complaints_notice_path_idx" ON "_pages_v_blocks_complaints_notice" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_site_idx" ON "_pages_v" USING btree ("version_site_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_locations_id_idx" ON "_pages_v_rels" USING btree ("locations_id");
  CREATE INDEX "posts_site_idx" ON "posts" USING btree ("site_id");
  CREATE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");
  CREATE INDEX "posts_image_idx" ON "posts" USING btree ("image_id");
  CREATE INDEX "posts_updated_at_idx" ON "posts" USING btree ("updated_at");
  CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");
  CREATE INDEX "posts__status_idx" ON "posts" USING btree ("_status");
  CREATE UNIQUE INDEX "site_slug_idx" ON "posts" USING btree ("site_id","slug");
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_site_idx" ON "_posts_v" USING btree ("version_site_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_image_idx" ON "_posts_v" USING btree ("version_image_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v" USING btree ("version__status");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "version_site_version_slug_idx" ON "_posts_v" USING btree ("version_site_id","version_slug");
  CREATE INDEX "cars_finance_lenders_order_idx" ON "cars_finance_lenders" USING btree ("_order");
  CREATE INDEX "cars_finance_lenders_parent_id_idx" ON "cars_finance_lenders" USING btree ("_parent_id");
  CREATE INDEX "cars_images_order_idx" ON "cars_images" USING btree ("_order");
  CREATE INDEX "cars_images_parent_id_idx" ON "cars_images" USING btree ("_parent_id");
  CREATE INDEX "cars_site_idx" ON "cars" USING btree ("site_id");
  CREATE UNIQUE INDEX "cars_slug_idx" ON "cars" USING btree ("slug");
  CREATE INDEX "cars_make_idx" ON "cars" USING btree ("make");
  CREATE INDEX "cars_model_idx" ON "cars" USING btree ("model");
  CREATE INDEX "cars_car_type_idx" ON "cars" USING btree ("car_type");
  CREATE INDEX "cars_status_idx" ON "cars" USING btree ("status");
  CREATE INDEX "cars_stocknum_idx" ON "cars" USING btree ("stocknum");
  CREATE INDEX "cars_vin_idx" ON "cars" USING btree ("vin");
  CREATE INDEX "cars_file_idx" ON "cars" USING btree ("file_id");
  CREATE INDEX "cars_dealership_idx" ON "cars" USING btree ("dealership_id");
  CREATE INDEX "cars_location_idx" ON "cars" USING btree ("location_id");
  CREATE INDEX "cars_updated_at_idx" ON "cars" USING btree ("updated_at");
  CREATE INDEX "cars_created_at_idx" ON "cars" USING btree ("created_at");
  CREATE UNIQUE INDEX "dealership_stocknum_idx" ON "cars" USING btree ("dealership_id","stocknum");
  CREATE INDEX "cars_texts_order_parent" ON "cars_texts" USING btree ("order","parent_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "models" ADD CONSTRAINT "models_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cars_fk" FOREIGN KEY ("cars_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "models_hero_image_idx" ON "models" USING btree ("hero_image_id");
  CREATE INDEX "offers__status_idx" ON "offers" USING btree ("_status");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "payload_locked_documents_rels_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("posts_id");
  CREATE INDEX "payload_locked_documents_rels_cars_id_idx" ON "payload_locked_documents_rels" USING btree ("cars_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites_content_model_menu_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "locations_team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "offers_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_offers_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_offers_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_models_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_finance_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_payment_methods_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_payment_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_expandable_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_price_range_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_service_advantage" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_complaints_notice" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_banner_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cta_buttons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_offers_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_models_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_finance_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_payment_methods_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_payment_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_expandable_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_price_range_search" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_service_advantage" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_complaints_notice" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cars_finance_lenders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cars_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cars" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cars_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sites_content_model_menu_links" CASCADE;
  DROP TABLE "locations_team" CASCADE;
  DROP TABLE "offers_rels" CASCADE;
  DROP TABLE "_offers_v" CASCADE;
  DROP TABLE "_offers_v_rels" CASCADE;
  DROP TABLE "pages_blocks_locations" CASCADE;
  DROP TABLE "pages_blocks_offers_list" CASCADE;
  DROP TABLE "pages_blocks_models_grid" CASCADE;
  DROP TABLE "pages_blocks_faq_items" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_finance_banner" CASCADE;
  DROP TABLE "pages_blocks_payment_methods_methods" CASCADE;
  DROP TABLE "pages_blocks_payment_methods" CASCADE;
  DROP TABLE "pages_blocks_contact_form" CASCADE;
  DROP TABLE "pages_blocks_reviews" CASCADE;
  DROP TABLE "pages_blocks_expandable_text" CASCADE;
  DROP TABLE "pages_blocks_price_range_search" CASCADE;
  DROP TABLE "pages_blocks_service_advantage" CASCADE;
  DROP TABLE "pages_blocks_complaints_notice" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_banner_items" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_cta_buttons" CASCADE;
  DROP TABLE "_pages_v_blocks_cta" CASCADE;
  DROP TABLE "_pages_v_blocks_locations" CASCADE;
  DROP TABLE "_pages_v_blocks_offers_list" CASCADE;
  DROP TABLE "_pages_v_blocks_models_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_finance_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_payment_methods_methods" CASCADE;
  DROP TABLE "_pages_v_blocks_payment_methods" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_form" CASCADE;
  DROP TABLE "_pages_v_blocks_reviews" CASCADE;
  DROP TABLE "_pages_v_blocks_expandable_text" CASCADE;
  DROP TABLE "_pages_v_blocks_price_range_search" CASCADE;
  DROP TABLE "_pages_v_blocks_service_advantage" CASCADE;
  DROP TABLE "_pages_v_blocks_complaints_notice" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "posts" CASCADE;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "cars_finance_lenders" CASCADE;
  DROP TABLE "cars_images" CASCADE;
  DROP TABLE "cars" CASCADE;
  DROP TABLE "cars_texts" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "models" DROP CONSTRAINT "models_hero_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_posts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cars_fk";
  
  DROP INDEX "models_hero_image_idx";
  DROP INDEX "offers__status_idx";
  DROP INDEX "pages__status_idx";
  DROP INDEX "payload_locked_documents_rels_posts_id_idx";
  DROP INDEX "payload_locked_documents_rels_cars_id_idx";
  ALTER TABLE "offers" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "pages_blocks_hero_buttons" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_hero_buttons" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "pages_blocks_hero" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_rich_text" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "pages_blocks_feature_banner_items" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_blocks_feature_banner_items" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "pages_blocks_cta_buttons" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "pages_blocks_cta_buttons" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "pages_blocks_cta" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "sites" DROP COLUMN "content_model_page_pattern";
  ALTER TABLE "sites" DROP COLUMN "content_stock_path";
  ALTER TABLE "sites" DROP COLUMN "content_google_reviews_quantity";
  ALTER TABLE "sites" DROP COLUMN "content_blog_adventures";
  ALTER TABLE "sites" DROP COLUMN "content_sticky_mobile_footer";
  ALTER TABLE "sites" DROP COLUMN "content_review_page_url";
  ALTER TABLE "models" DROP COLUMN "body";
  ALTER TABLE "models" DROP COLUMN "hero_image_id";
  ALTER TABLE "offers" DROP COLUMN "_status";
  ALTER TABLE "reviews" DROP COLUMN "hidden";
  ALTER TABLE "pages" DROP COLUMN "_status";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "posts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cars_id";
  DROP TYPE "public"."enum_sites_content_model_menu_links";
  DROP TYPE "public"."enum_sites_content_model_page_pattern";
  DROP TYPE "public"."enum_models_body";
  DROP TYPE "public"."enum_offers_status";
  DROP TYPE "public"."enum__offers_v_version_status";
  DROP TYPE "public"."enum_pages_blocks_locations_display";
  DROP TYPE "public"."enum_pages_blocks_locations_filter";
  DROP TYPE "public"."enum_pages_blocks_locations_subtype";
  DROP TYPE "public"."enum_pages_blocks_models_grid_body";
  DROP TYPE "public"."enum_pages_blocks_finance_banner_variant";
  DROP TYPE "public"."enum_pages_blocks_payment_methods_methods";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_hero_buttons_style";
  DROP TYPE "public"."enum__pages_v_blocks_cta_buttons_style";
  DROP TYPE "public"."enum__pages_v_blocks_locations_display";
  DROP TYPE "public"."enum__pages_v_blocks_locations_filter";
  DROP TYPE "public"."enum__pages_v_blocks_locations_subtype";
  DROP TYPE "public"."enum__pages_v_blocks_models_grid_body";
  DROP TYPE "public"."enum__pages_v_blocks_finance_banner_variant";
  DROP TYPE "public"."enum__pages_v_blocks_payment_methods_methods";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_posts_category";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_version_category";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum_cars_car_type";
  DROP TYPE "public"."enum_cars_status";
  DROP TYPE "public"."enum_cars_item_type";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
