/**
 * Types of the database, in the shape `supabase gen types typescript --local` produces, so that
 * regenerating it later changes nothing the app depends on. Kept by hand beside
 * supabase/migrations: a column added there is added here (database.types.test.ts compares them).
 *
 * Below the generated part: short names for the rows and the allowed values, written once.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: '12.2.3 (519615d)';
  };
  public: {
    Tables: {
      leads: {
        Row: {
          best_time: string;
          biggest_frustration: string;
          created_at: string;
          email: string;
          full_name: string;
          has_current_manager: boolean;
          id: string;
          notification_error: string | null;
          notification_status: string;
          phone: string;
          preferred_contact: string;
          property_address: string;
          property_id: string | null;
          property_title: string | null;
          property_type: string;
          requested_date: string | null;
          requested_time: string | null;
          source: string;
          units_owned: string;
        };
        Insert: {
          best_time: string;
          biggest_frustration: string;
          created_at?: string;
          email: string;
          full_name: string;
          has_current_manager?: boolean;
          id?: string;
          notification_error?: string | null;
          notification_status?: string;
          phone: string;
          preferred_contact: string;
          property_address: string;
          property_id?: string | null;
          property_title?: string | null;
          property_type: string;
          requested_date?: string | null;
          requested_time?: string | null;
          source: string;
          units_owned: string;
        };
        Update: {
          best_time?: string;
          biggest_frustration?: string;
          created_at?: string;
          email?: string;
          full_name?: string;
          has_current_manager?: boolean;
          id?: string;
          notification_error?: string | null;
          notification_status?: string;
          phone?: string;
          preferred_contact?: string;
          property_address?: string;
          property_id?: string | null;
          property_title?: string | null;
          property_type?: string;
          requested_date?: string | null;
          requested_time?: string | null;
          source?: string;
          units_owned?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'leads_property_id_fkey';
            columns: ['property_id'];
            isOneToOne: false;
            referencedRelation: 'properties';
            referencedColumns: ['id'];
          },
        ];
      };
      properties: {
        Row: {
          address: string;
          bathrooms: number;
          bedrooms: number;
          city: string;
          created_at: string;
          description: string | null;
          id: string;
          images: string[];
          listing_date: string;
          price: number;
          property_type: string;
          square_feet: number;
          state: string;
          status: string;
          title: string;
          updated_at: string;
          zip_code: string;
        };
        Insert: {
          address: string;
          bathrooms: number;
          bedrooms: number;
          city: string;
          created_at?: string;
          description?: string | null;
          id?: string;
          images?: string[];
          listing_date?: string;
          price: number;
          property_type?: string;
          square_feet: number;
          state?: string;
          status?: string;
          title: string;
          updated_at?: string;
          zip_code: string;
        };
        Update: {
          address?: string;
          bathrooms?: number;
          bedrooms?: number;
          city?: string;
          created_at?: string;
          description?: string | null;
          id?: string;
          images?: string[];
          listing_date?: string;
          price?: number;
          property_type?: string;
          square_feet?: number;
          state?: string;
          status?: string;
          title?: string;
          updated_at?: string;
          zip_code?: string;
        };
        Relationships: [];
      };
      user_roles: {
        Row: {
          created_at: string;
          invited_by: string | null;
          role: string;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          invited_by?: string | null;
          role: string;
          user_id: string;
        };
        Update: {
          created_at?: string;
          invited_by?: string | null;
          role?: string;
          user_id?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      is_admin: { Args: never; Returns: boolean };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {},
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Hand-written additions (not generated): short names and the allowed values of the CHECK
// constraints, the single TypeScript source of these lists.
// ---------------------------------------------------------------------------------------------

/** `properties.property_type`: what a listing is offered as. */
export const propertyTypes = ['sale', 'rent', 'both'] as const;
export type PropertyType = (typeof propertyTypes)[number];

/** `properties.status`. Only 'active' listings are public. */
export const propertyStatuses = ['active', 'pending', 'sold', 'rented', 'off_market'] as const;
export type PropertyStatus = (typeof propertyStatuses)[number];

/** `leads.source`: the form a lead came from. */
export const leadSources = [
  'lead_dialog',
  'contact',
  'consultation',
  'owner_portal',
  'property_showing',
] as const;
export type LeadSource = (typeof leadSources)[number];

/** Sources a browser (anon or signed-in) may insert directly; the others come via functions. */
export const browserLeadSources = [
  'lead_dialog',
  'owner_portal',
  'property_showing',
] as const satisfies readonly LeadSource[];

/** `leads.notification_status`: set by the edge functions with the service role. */
export const leadNotificationStatuses = ['pending', 'sent', 'failed'] as const;
export type LeadNotificationStatus = (typeof leadNotificationStatuses)[number];

/** `user_roles.role`. */
export const userRoles = ['admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** Limits the CHECK constraints of `properties` enforce (for form validation to match). */
export const propertyLimits = {
  titleMax: 200,
  descriptionMax: 5000,
  addressMax: 200,
  cityMax: 100,
  bedroomsMax: 50,
  bathroomsMax: 50,
  squareFeetMin: 1,
  squareFeetMax: 1_000_000,
  imagesMax: 30,
  imageUrlMax: 2048,
  /** numeric(12,2) */
  priceMax: 9_999_999_999.99,
} as const;

type PropertyTable = Database['public']['Tables']['properties'];
type LeadTable = Database['public']['Tables']['leads'];

/** A listing row, with the text columns narrowed to their allowed values. */
export type Property = Omit<PropertyTable['Row'], 'property_type' | 'status'> & {
  property_type: PropertyType;
  status: PropertyStatus;
};
export type PropertyInsert = Omit<PropertyTable['Insert'], 'property_type' | 'status'> & {
  property_type?: PropertyType;
  status?: PropertyStatus;
};
export type PropertyUpdate = Omit<PropertyTable['Update'], 'property_type' | 'status'> & {
  property_type?: PropertyType;
  status?: PropertyStatus;
};

/** A lead row, with `source` and `notification_status` narrowed to their allowed values. */
export type Lead = Omit<LeadTable['Row'], 'source' | 'notification_status'> & {
  source: LeadSource;
  notification_status: LeadNotificationStatus;
};
export type LeadInsert = Omit<LeadTable['Insert'], 'source' | 'notification_status'> & {
  source: LeadSource;
  notification_status?: LeadNotificationStatus;
};
export type UserRoleRow = Database['public']['Tables']['user_roles']['Row'];
