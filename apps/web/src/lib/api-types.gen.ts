// Generated from apps/api/openapi.json by `pnpm --filter @oja/web gen:api`. Do not edit by hand.
export interface paths {
    "/apartment/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ApartmentBookingsController_create[1]"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apartment/bookings/my": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ApartmentBookingsController_mine[1]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminController_analytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/apartment/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminApartmentsController_bookingsList[1]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminController_auditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/apartments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminApartmentsController_bookingsList[0]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminApartmentsController_booking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/release-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminBookingActionsController_release"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["AdminBookingActionsController_setStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/conversations/{kind}/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A disputed subject's messages, read only (404 when the subject has no dispute) */
        get: operations["AdminConversationsController_thread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminController_dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["DisputesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["DisputesController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/disputes/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["DisputesController_resolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/kyc/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The document under review (a signed link from the admin KYC list). */
        get: operations["ComplianceController_adminDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/kyc/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["KycController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/kyc/verifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["KycController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/kyc/verifications/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["KycController_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/kyc/verifications/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["KycController_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminApartmentsController_listingsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/listings/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["AdminApartmentsController_verify"];
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminAuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminAuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in admin, in both shapes clients read: the fields at the top level (the spec's back end and
         *     the clients written from it) and the same object under `admin` (Oja's SPA).
         */
        get: operations["AdminAuthController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminNotificationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminNotificationsController_readAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminNotificationsController_read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminOrdersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminOrdersController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/password/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminAuthController_changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["AdminController_profile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/queues/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A one-minute, single-use signed link that opens the queue dashboard in a new tab, for as long as this admin session lasts. */
        post: operations["QueueBoardController_link"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SettingsController_get"];
        put: operations["SettingsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminSupportController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support-messages/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mails the reply to the sender and marks the message answered; answering again replaces the kept reply. */
        post: operations["AdminSupportController_reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminController_users"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminController_vendors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/vendors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminController_vendor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/vendors/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminController_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/vendors/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminController_verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apartment/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ApartmentBookingsController_create[0]"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apartment/bookings/my": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ApartmentBookingsController_mine[0]"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apartments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ApartmentsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apartments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ApartmentsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/apartments/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ListingReviewsController_listing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attachments/subject/{kind}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A subject's attachments with short-lived links, for its customer, its vendor and admins (404 to anyone else) */
        get: operations["AttachmentsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/attachments/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An attachment file through its signed link (?expires=…&signature=…); 404 for a missing, expired or tampered link */
        get: operations["AttachmentsController_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["BookingReadController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["BookingActionsController_cancel[0]"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/check-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["BookingActionsController_checkIn[0]"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/check-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["BookingActionsController_checkOut[0]"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/confirm-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["BookingActionsController_confirmPayment[0]"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a problem with a stay (checked in or out): the payment stays in escrow until an administrator resolves it */
        post: operations["BookingDisputesController_dispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/dispute/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a photo to the reported problem of your stay (multipart field photo) */
        post: operations["BookingDisputesController_disputePhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["BookingActionsController_pay[0]"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ContactController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My conversations with messages, newest activity first, each with its unread count; meta.unread is the total */
        get: operations["ConversationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My conversations with unread messages as { kind, id, unread } (the order cards' badges); meta.unread is the total */
        get: operations["ConversationsController_unread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{kind}/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A subject's messages for its parties: the newest page (or the page before ?before=), oldest first; 404 to anyone else */
        get: operations["ConversationsController_thread"];
        put?: never;
        /** Send a message (JSON { body }, or multipart with body and up to 3 photos) to the subject's other parties; 404 to anyone not a party */
        post: operations["ConversationsController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{kind}/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the conversation read up to its newest message (read receipts for the other parties) */
        post: operations["ConversationsController_read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/data-exports/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A data export ZIP through its signed link (?expires=…&signature=…); 404 for a missing, expired or tampered link */
        get: operations["DataExportFileController_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recent e-mails, SMS, voice calls and notifications sent by the console/log providers */
        get: operations["DevController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Confirm an e-mail address from the e-mailed link (redirects browsers to /login) */
        get: operations["AuthController_verifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/food/vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["FoodController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/food/vendors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["FoodController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ListingsController_list"];
        put?: never;
        post: operations["ListingsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One photo (multipart field `photo`), re-encoded to WebP; rate-limited per client like sign-in. */
        post: operations["ListingsController_photo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ListingsController_get"];
        put: operations["ListingsController_update"];
        post?: never;
        delete: operations["ListingsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["ListingsController_status"];
        trace?: never;
    };
    "/api/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s Server-Sent Events: `ready`, then `notification.created`, `subject.changed`, `message.created`, `message.read` (admins: `kyc.submitted`, `dispute.opened`, `support.message.created`), a comment every 25 s; 401 without a token or ticket */
        get: operations["LiveController_stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/live/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A single-use ticket that opens the caller’s live stream within 30 seconds (for EventSource, which cannot send the token): `{ ticket, expires_in }` */
        post: operations["LiveController_ticket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/maintenance/mechanics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live mechanics, nearest to `location` first (place words shared with the workshop's location), narrowed by
         *     `q`, `state` and `area` as the public lists are; the seed's samples (`sample: true`) only when none is live.
         */
        get: operations["MaintenanceController_mechanics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/maintenance/my-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MaintenanceController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/maintenance/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["MaintenanceController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/maintenance/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MaintenanceController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/maintenance/requests/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["MaintenanceController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/maintenance/requests/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["MaintenanceController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/maintenance/requests/{id}/confirm-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["MaintenanceController_confirmPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/maintenance/requests/{id}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a problem with a completed job (a dispute): the fee stays in escrow until an administrator resolves it */
        post: operations["MaintenanceController_dispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/maintenance/requests/{id}/dispute/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a photo to the reported problem of your request (multipart field photo) */
        post: operations["MaintenanceController_disputePhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/maintenance/requests/{id}/mechanic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["MaintenanceController_choose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/maintenance/requests/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["MaintenanceController_pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AuthController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/addresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AddressesController_list"];
        put?: never;
        post: operations["AddressesController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/addresses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["AddressesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own orders, bookings and spend (captured payments, naira) per Lagos week */
        get: operations["AnalyticsController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/data-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Download my data: a ZIP of everything Oja holds about the caller, built by a worker (202); the caller is notified when it is ready */
        post: operations["DataRightsController_requestExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/data-exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's data exports, newest first, each ready one with a short-lived download link */
        get: operations["DataRightsController_listExports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/data-exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's data exports: its status and, when ready, a download link that works without the token for 15 minutes */
        get: operations["DataRightsController_exportStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/deactivation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pending deactivation request, if any, and when it takes effect */
        get: operations["AccountController_status"];
        put?: never;
        /** Ask to deactivate the account: it takes effect 24 h later (spec 000 §9) unless cancelled; login is refused after */
        post: operations["AccountController_request"];
        /** Cancel a pending deactivation (409 NO_PENDING_DEACTIVATION when there is none) */
        delete: operations["AccountController_cancel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/erasure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pending erasure request, if any, when it takes effect, and what is still open (it would be refused) */
        get: operations["DataRightsController_erasure"];
        put?: never;
        /** Delete my account: re-asks the password; erased after the deactivation delay unless cancelled (409 ERASURE_BLOCKED with the open items) */
        post: operations["DataRightsController_requestErasure"];
        /** Cancel a pending erasure and its deactivation (409 NO_PENDING_ERASURE when there is none) */
        delete: operations["DataRightsController_cancelErasure"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/notification-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** In-app, e-mail, SMS and push notices per kind (orders, payments); account and security messages are always sent */
        get: operations["AccountController_preferences"];
        /** Save the choice per kind: in_app and email required, sms and push optional (omitted ones keep their stored value) */
        put: operations["AccountController_save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save this browser's push subscription (PushSubscription.toJSON()); 409 PUSH_NOT_CONFIGURED when push is off */
        post: operations["PushSubscriptionsController_subscribe"];
        /** Remove this browser's push subscription (by endpoint) */
        delete: operations["PushSubscriptionsController_unsubscribe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["NotificationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["NotificationsController_readAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["NotificationsController_read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Order one vendor's cart: the stock is held; then pay with POST /api/orders/{id}/pay. A changed line is 409 CART_CHANGED. */
        post: operations["OrdersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/my": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["OrdersController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Its customer or its vendor reads it. */
        get: operations["OrdersController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["OrdersController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/confirm-delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** "Seal intact": the escrow is released to the vendor (95 %) */
        post: operations["OrdersController_confirmDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/confirm-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["OrdersController_confirmPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["OrdersController_pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/report-problem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** "Seal broken / wrong items": a dispute; the money stays in escrow until an administrator resolves it */
        post: operations["OrdersController_reportProblem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/report-problem/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a photo to the reported problem (multipart field photo) */
        post: operations["OrdersController_reportPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/otp/send-phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["OtpController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/otp/verify-phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["OtpController_verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/otp/voice/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Africa's Talking asks what to do when the call is answered (form-encoded: sessionId, isActive, …). */
        post: operations["OtpController_callback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password (current one required); other sessions end, the answer carries a new token for this one */
        post: operations["AuthController_change"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_forgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AuthController_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Banks for the payout-account form: { name, code }. */
        get: operations["WalletController_banks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/paystack/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payment provider webhook (Paystack; the sandbox signs the same way)
         * @description Called by the provider, not by clients. Signed with `x-paystack-signature` (hex HMAC-SHA512 of the raw body). Stored once per event and reference, then verified with the provider before anything is credited.
         */
        post: operations["PaymentWebhooksController_webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/sandbox/checkout/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sandbox hosted checkout page (PAYMENT_PROVIDER=sandbox only)
         * @description An HTML page with the amount and Pay / Cancel buttons; `code` is the access code from initialize.
         */
        get: operations["SandboxCheckoutController_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/sandbox/checkout/{code}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox checkout: cancel
         * @description Abandons the sandbox charge and redirects (303) to the customer’s orders or bookings.
         */
        post: operations["SandboxCheckoutController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/sandbox/checkout/{code}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox checkout: pay
         * @description Marks the sandbox charge paid, posts a signed charge.success webhook and redirects (303) to the callback URL.
         */
        post: operations["SandboxCheckoutController_pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProductsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProductsController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile-picture/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["UsersController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether Web Push is configured, and the VAPID public key browsers subscribe with */
        get: operations["PushConfigController_config"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up as a customer (user) or vendor */
        post: operations["AuthController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Review a completed subject you are a party of, once, within 14 days of completion */
        post: operations["ReviewsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Completed subjects the caller can still review */
        get: operations["ReviewsController_pending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/subject/{kind}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's review of a subject, and the other side's once revealed */
        get: operations["ReviewsController_subject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/riders/online": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public: live riders who are online (offered on /ride-hailing) */
        get: operations["OnlineRidersController_online"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep a finished demonstration okada ride (fare: ₦200 + ₦80 per km, rounded) */
        post: operations["RidesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rides/my": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own demonstration rides, newest first */
        get: operations["RidesController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ServiceOrdersController_list"];
        put?: never;
        post: operations["ServiceOrdersController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ServiceOrdersController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Adds the service address (and time window) to an order placed without one, or corrects it, before work starts. */
        patch: operations["ServiceOrdersController_setAddress"];
        trace?: never;
    };
    "/api/service-orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["ServiceOrdersController_cancel"];
        trace?: never;
    };
    "/api/service-orders/{id}/confirm-completion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ServiceOrdersController_confirmCompletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-orders/{id}/confirm-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ServiceOrdersController_confirmPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-orders/{id}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ServiceOrdersController_dispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-orders/{id}/dispute/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a photo to the open dispute of your order (multipart field photo) */
        post: operations["ServiceOrdersController_disputePhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-orders/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ServiceOrdersController_pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-vendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live general-service vendors, with q (words as people type them: plumber, electricians, cleaners), category (all, plumbing, electrical, cleaning, repair, installation, other), state, area, page and per_page */
        get: operations["ServiceVendorsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-vendors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ServiceVendorsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service-vendors/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ServiceVendorReviewsController_serviceVendor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor's orders, bookings and revenue (what the ledger credited the vendor from released escrow, naira) per Lagos week */
        get: operations["AnalyticsController_vendor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/apartment/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VendorApartmentController_bookingsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/apartment/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The host's figures; a host not live yet gets them too, with `going_live` saying what is left. */
        get: operations["VendorApartmentController_dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/apartment/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["VendorsController_apartment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/cart-orders/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VendorOrdersController_summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/compliance/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor's own document preview (a signed link from the status answer). */
        get: operations["ComplianceController_vendorDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/compliance/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ComplianceController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/compliance/submit-review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ComplianceController_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/compliance/upload-document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ComplianceController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own category details (for the profile screen); null before setup. */
        get: operations["VendorsController_details"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/food/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VendorsController_foodDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/food/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["VendorsController_food"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/kitchen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Open or close the kitchen (food vendors): a closed kitchen leaves /food-delivery and takes no orders */
        patch: operations["VendorStorefrontController_kitchen"];
        trace?: never;
    };
    "/api/vendor/mechanic/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MechanicController_customers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/mechanic/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The vendor dashboard basics plus real maintenance figures (earnings: what the ledger credited the mechanic, as
         *     Analytics reads it). A mechanic not live yet gets it too, with `going_live` saying what is left.
         */
        get: operations["MechanicController_dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/mechanic/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MechanicController_requests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/mechanic/requests/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["MechanicController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/mechanic/requests/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["MechanicController_complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/mechanic/requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["MechanicController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/mechanic/requests/{id}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["MechanicController_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/mechanic/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["VendorsController_mechanic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/menu-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VendorMenuController_list"];
        put?: never;
        post: operations["VendorMenuController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/menu-items/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One photo (multipart field `photo`), re-encoded to WebP; send its `url` in `images`. */
        post: operations["VendorMenuController_photo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/menu-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["VendorMenuController_update"];
        post?: never;
        delete: operations["VendorMenuController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VendorOrdersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VendorOrdersController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/orders/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["VendorOrdersController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/orders/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["VendorOrdersController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/orders/{id}/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks it delivered: the delivered package's photo as multipart field `photo`. */
        post: operations["VendorOrdersController_deliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/orders/{id}/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["VendorOrdersController_ready"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/orders/{id}/ship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hands over the sealed package: its photo as multipart field `photo`. */
        post: operations["VendorOrdersController_ship"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/payout-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["WalletController_getPayoutAccount"];
        /** The bank account payouts go to; the account name is resolved through the payment provider. Changing it to another account needs `password`; the vendor is e-mailed. */
        put: operations["WalletController_putPayoutAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/product/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VendorsController_productDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/product/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["VendorsController_product"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VendorProductsController_list"];
        put?: never;
        post: operations["VendorProductsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/products/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One photo (multipart field `photo`), re-encoded to WebP; send its `url` in `images`. */
        post: operations["VendorProductsController_photo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["VendorProductsController_update"];
        post?: never;
        delete: operations["VendorProductsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Business basics: vendor_type, business_name, category (any spelling, stored canonically) */
        post: operations["VendorsController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/rider/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rider's overview: online state, real figures (earnings from the ledger) and, apart, the demonstration rides */
        get: operations["RiderDashboardController_dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/rider/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["VendorsController_rider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/rider/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** The rider's online/offline toggle */
        patch: operations["RiderDashboardController_status"];
        trace?: never;
    };
    "/api/vendor/service-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VendorServiceOrdersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/service-orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["VendorServiceOrdersController_update"];
        trace?: never;
    };
    "/api/vendor/service-orders/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["VendorServiceOrdersController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/service-orders/{id}/dispute-response": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The vendor's statement on an open dispute of this order, shown to the admin who resolves it. */
        post: operations["VendorServiceOrdersController_disputeResponse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/service-pricings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ServicePricingsController_list"];
        put?: never;
        post: operations["ServicePricingsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/service-pricings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ServicePricingsController_get"];
        put: operations["ServicePricingsController_update"];
        post?: never;
        delete: operations["ServicePricingsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/service/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vendor dashboard basics plus the real figures of its orders (spec 001 §7); not live yet: the same, with `going_live`. */
        get: operations["VendorServiceProfileController_dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/service/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VendorServiceProfileController_get"];
        put: operations["VendorServiceProfileController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/service/profile/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One photo (multipart field `photo`), re-encoded to WebP; rate-limited per client like sign-in. */
        post: operations["VendorServiceProfileController_photo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/service/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["VendorsController_service"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendor/storefront": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["VendorStorefrontController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: operations["VendorStorefrontController_update"];
        trace?: never;
    };
    "/api/vendor/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vendor balances (held in escrow, payable, available, in transit), ledger lines and payouts. */
        get: operations["WalletController_vendorWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendors/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public: live vendors (phone verified and KYC approved) */
        get: operations["LiveVendorsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vendors/live/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LiveVendorsController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer's payments and refunds. */
        get: operations["WalletController_customerWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["BookingActionsController_cancel[1]"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/check-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["BookingActionsController_checkIn[1]"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/check-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["BookingActionsController_checkOut[1]"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/confirm-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["BookingActionsController_confirmPayment[1]"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookings/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["BookingActionsController_pay[1]"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/log-error": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ErrorLogController_log"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/avatars/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Profile pictures are public (shown on listings, also by front ends on other origins); names are random UUIDs. */
        get: operations["UsersController_avatar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/uploads/listing-photos/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Names are random UUIDs, so the bytes never change (the folder keeps its first name for every vendor photo). */
        get: operations["PhotosController_photo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AcceptOrderDto: {
            vendor_response?: string | null;
        };
        AddressDto: {
            label?: string;
            address: string;
            phone: string;
            lat?: number;
            lng?: number;
        };
        Admin: {
            id: number;
            name: string;
            email: string;
            role: string;
        };
        AdminBooking: {
            user: components["schemas"]["BookingGuest"];
            admin_notes: string | null;
            allowed_statuses: ("cancelled" | "checked_in" | "checked_out" | "completed" | "paid" | "pending" | "processing" | "refunded")[];
            timeline?: components["schemas"]["BookingTimelineEntry"][];
            guest: components["schemas"]["BookingGuest"];
            id: number;
            /** @enum {string} */
            status: "cancelled" | "checked_in" | "checked_out" | "completed" | "paid" | "pending" | "processing" | "refunded";
            listing_id: number;
            total_price: string;
            check_in_date: string;
            check_out_date: string;
            nights: number;
            guests: number;
            notes: string | null;
            /** @enum {string} */
            escrow_status: "held" | "none" | "refunded" | "released";
            listing: {
                id: number;
                title: string | null;
                location: string | null;
                /** @enum {string|null} */
                type: "hostel" | "hotel" | "shortlet" | null;
                images: string[];
            };
            vendor: {
                business_name: string | null;
                contact_phone: string | null;
            };
            available_actions: string[];
            cancellation_refund: components["schemas"]["CancellationRefund"] | null;
            payment_reference: string | null;
            /** @enum {string|null} */
            cancelled_by: "admin" | "customer" | "system" | "vendor" | null;
            cancel_reason: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            approved_at: string | null;
            /** Format: date-time */
            paid_at: string | null;
            /** Format: date-time */
            checked_in_at: string | null;
            /** Format: date-time */
            checked_out_at: string | null;
            /** Format: date-time */
            completed_at: string | null;
            /** Format: date-time */
            cancelled_at: string | null;
            /** Format: date-time */
            refunded_at: string | null;
            /**
             * Format: date-time
             * @description When the guest reported a problem with the stay (an open or resolved dispute); null when none.
             */
            disputed_at: string | null;
        };
        AdminBookingStatusDto: {
            status: string;
            notes?: string | null;
        };
        AdminServiceOrder: {
            max_refund_amount: number;
            user: components["schemas"]["OrderCustomer"];
            id: number;
            /** @enum {string} */
            status: "accepted" | "cancelled" | "completed" | "in_progress" | "pending";
            /** @enum {string} */
            payment_status: "paid" | "pending" | "refunded";
            /** @enum {string} */
            escrow_status: "disputed" | "held" | "none" | "refunded" | "released";
            total_amount: number;
            deadline: string;
            requirements: string;
            service_address: string | null;
            /** @description True while an open order has no service address (placed with the spec's payload): "address to be agreed"; work cannot start yet. */
            address_to_be_agreed: boolean;
            /** @enum {string|null} */
            preferred_time: "afternoon" | "anytime" | "evening" | "morning" | null;
            vendor_response: string | null;
            /** @enum {string|null} */
            cancelled_by: "admin" | "customer" | "system" | "vendor" | null;
            payment_reference: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            accepted_at: string | null;
            /** Format: date-time */
            paid_at: string | null;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            completed_at: string | null;
            /** Format: date-time */
            cancelled_at: string | null;
            /** Format: date-time */
            released_at: string | null;
            /** Format: date-time */
            refunded_at: string | null;
            /** Format: date-time */
            dispute_until: string | null;
            /** Format: date-time */
            auto_release_at: string | null;
            service_pricing: {
                id: number;
                title: string | null;
            };
            service_vendor: {
                id: number;
                service_name: string | null;
                location: string | null;
                phone: string | null;
                vendor: {
                    business_name: string | null;
                    user: {
                        phone: string | null;
                    };
                };
            };
            dispute: components["schemas"]["Dispute"] | null;
            available_actions: ("ACCEPT" | "AUTO_CANCEL" | "AUTO_RELEASE" | "CANCEL" | "COMPLETE" | "CONFIRM_SATISFACTION" | "DECLINE" | "DISPUTE" | "PAY" | "PAYMENT_CAPTURED" | "REFUND" | "RESOLVE_REFUND" | "RESOLVE_RELEASE" | "START")[];
        };
        AdminUser: {
            id: number;
            name: string;
            email: string;
            phone: string;
            /** @enum {string} */
            user_type: "user" | "vendor";
            profile_image: string | null;
            /** Format: date-time */
            email_verified_at: string | null;
            /** Format: date-time */
            phone_verified_at: string | null;
            /** Format: date-time */
            created_at: string;
            vendor: {
                id: number;
                business_name: string;
                /** @enum {string} */
                category: "food_vendor" | "mechanic" | "product_vendor" | "rider" | "service_apartment" | "service_vendor";
                /** @enum {string} */
                verification_status: "pending" | "rejected" | "verified";
                is_verified: boolean;
                /** @enum {string} */
                display_status: "Live" | "Pending" | "Rejected" | "Unknown";
            } | null;
        };
        AdminVendor: {
            id: number;
            user_id: number;
            business_name: string;
            /** @enum {string} */
            vendor_type: "business" | "individual";
            /** @enum {string} */
            category: "food_vendor" | "mechanic" | "product_vendor" | "rider" | "service_apartment" | "service_vendor";
            is_verified: boolean;
            /** @enum {string} */
            verification_status: "pending" | "rejected" | "verified";
            /** @enum {string} */
            display_status: "Live" | "Pending" | "Rejected" | "Unknown";
            is_live: boolean;
            rejection_reason: string | null;
            /** Format: date-time */
            verified_at: string | null;
            /** Format: date-time */
            created_at: string;
            user: {
                id: number;
                name: string;
                email: string;
                phone: string;
                /** Format: date-time */
                phone_verified_at: string | null;
                /** Format: date-time */
                email_verified_at: string | null;
            };
            kyc: {
                id: number;
                /** @enum {string} */
                status: "approved" | "pending" | "rejected";
                document_type: string;
                /** Format: date-time */
                submitted_at: string;
                /** Format: date-time */
                reviewed_at: string | null;
            } | null;
        };
        ApartmentSetupDto: {
            full_name: string;
            phone_number: string;
            organization_name: string;
            organization_address: string;
            website?: Record<string, never> | null;
            years_of_experience: number;
        };
        AttachmentView: {
            id: number;
            /** @enum {string} */
            purpose: "dispute" | "message" | "seal_delivery" | "seal_handover";
            content_type: string;
            size: number;
            /**
             * @description Which party attached it (null when the uploader is no longer one of them).
             * @enum {string|null}
             */
            uploaded_by: "customer" | "party" | "vendor" | null;
            /** Format: date-time */
            created_at: string;
            url: string;
            /** Format: date-time */
            url_expires_at: string;
        };
        Audit: {
            id: number;
            action: string;
            summary: string;
            reason: string | null;
            subject_type: string | null;
            subject_id: number | null;
            details: {
                [key: string]: unknown;
            } | null;
            actor: {
                /** @example admin */
                type: string;
                id: number | null;
                name: string | null;
                email: string | null;
            };
            /** Format: date-time */
            created_at: string;
        };
        Bank: {
            name: string;
            code: string;
        };
        BookingGuest: {
            name: string | null;
            email: string | null;
            phone: string | null;
        };
        BookingTimelineEntry: {
            /** @enum {string|null} */
            from_status: "cancelled" | "checked_in" | "checked_out" | "completed" | "paid" | "pending" | "processing" | "refunded" | null;
            /** @enum {string} */
            status: "cancelled" | "checked_in" | "checked_out" | "completed" | "paid" | "pending" | "processing" | "refunded";
            /** Format: date-time */
            at: string;
            /** @enum {string} */
            actor: "admin" | "customer" | "system" | "vendor";
            actor_id: number | null;
            note: string | null;
        };
        CancelBookingDto: {
            reason?: string;
        };
        CancellationRefund: {
            amount: string;
            percent: number;
        };
        ChangePasswordDto: {
            current_password: string;
            /** @description At least 8 characters; not a common password; not containing your e-mail or name */
            password: string;
            password_confirmation: string;
        };
        ChannelChoice: {
            email: boolean;
            sms: boolean;
            push: boolean;
            in_app: boolean;
        };
        ChannelPreference: {
            /** @description Show these notices in the bell */
            in_app: boolean;
            /** @description Send these notices by e-mail */
            email: boolean;
            /** @description Send these notices by SMS when they need action (a new order, payment due, a dispute); omitted: the stored choice stays */
            sms?: boolean;
            /** @description Send these notices as push notifications to the user's devices; omitted: the stored choice stays */
            push?: boolean;
        };
        CheckoutReturnDto: {
            /**
             * @description Where the browser returns after the checkout, with `reference` and the subject's id added to the query (an
             *     absolute http(s) URL on an origin in CORS_ORIGINS, else 422). Left out: Oja's /payment-success.
             */
            callback_url?: string;
        };
        ChooseMechanicDto: {
            /** @description A live mechanic's id from GET /api/maintenance/mechanics (sample mechanics cannot be chosen). */
            mechanic_id: number;
        };
        ConfirmBookingPaymentDto: {
            payment_reference: string;
        };
        ConfirmMaintenancePaymentDto: {
            payment_reference: string;
        };
        ConfirmOrderPaymentDto: {
            payment_reference: string;
        };
        ConfirmPaymentDto: {
            payment_reference: string;
        };
        ContactMessageDto: {
            /** @example Adaeze Okafor */
            name: string;
            /**
             * Format: email
             * @example ada@example.com
             */
            email: string;
            /** @example A copy of my data */
            subject: string;
            /** @example Please send me a copy of the personal data you hold about me. */
            message: string;
        };
        CreateBookingDto: {
            listing_id: number;
            check_in_date?: string | null;
            check_out_date?: string | null;
            /** @description Checked by the shared rule (a whole number 1–8, also as a digit string). */
            guests?: Record<string, never>;
            /** @description Ignored (the server counts the nights), except that a value below 1 is refused. */
            nights?: Record<string, never>;
            /** @description Ignored: the total is the listing's price × nights. */
            total_price?: Record<string, never>;
            notes?: string | null;
        };
        CreateListingDto: {
            title: string;
            description?: string | null;
            location: string;
            price_per_night: Record<string, never>;
            /** @enum {string} */
            type: "hotel" | "hostel" | "shortlet";
            /** @description https URLs (ours from POST /api/listings/photos, or an outside image host); the first is the cover. */
            images?: string[];
            max_guests?: number | null;
            bedrooms?: number | null;
            bathrooms?: number | null;
            amenities?: string[];
        };
        CreateMaintenanceRequestDto: {
            /** @description Where the car is (area, city). */
            location: string;
            /**
             * @description One of engine, brake, oil, tire, electrical, ac; or a name people and clients use for one of them ('Brake
             *     Service', 'engine repair', 'AC', 'Tyres'), mapped to it; any other text is kept as written under 'other'.
             */
            service_type: string;
            /** @description What is wrong with the car. */
            issue: string;
            /** @description Yes/no (true/false); no when left out. */
            needs_towing?: boolean;
        };
        CreateMenuItemDto: {
            description?: string;
            /** @description Photo URLs from the photos upload (or outside https images) */
            images?: string[];
            /** @example Jollof Rice & Chicken */
            name: string;
            /**
             * @description naira
             * @example 2500
             */
            price: number;
            /** @enum {string} */
            category: "Fast Food" | "Local Dishes" | "Drinks" | "Desserts";
            /**
             * @default available
             * @enum {string}
             */
            status: "available" | "out-of-stock" | "unavailable";
        };
        CreateOrderDto: {
            vendor_id: number;
            items: components["schemas"]["OrderLineDto"][];
            delivery_address: string;
            /** @example 08031234567 */
            phone: string;
            notes?: string;
            lat?: number;
            lng?: number;
            save_address?: boolean;
        };
        CreateProductDto: {
            description?: string;
            /** @description Photo URLs from the photos upload (or outside https images) */
            images?: string[];
            /** @example Tecno Spark 20 */
            name: string;
            /**
             * @description naira
             * @example 145000
             */
            price: number;
            /** @enum {string} */
            category: "Electronics" | "Fashion" | "Home & Garden" | "Books" | "Sports";
            /** @example 12 */
            stock: number;
            /** @default 5 */
            low_stock_threshold: number;
        };
        CreateReviewDto: {
            subject_kind: string;
            subject_id: number;
            rating: number;
            comment: string;
        };
        CreateRideDto: {
            pickup: string;
            destination: string;
            distance_km: number;
            /** @description Naira: ₦200 + ₦80 per km, rounded */
            fare: number;
            /** @description The live rider (vendor id) chosen; omitted for a sample rider */
            rider_id?: number | null;
            rating?: number | null;
        };
        CreateServiceOrderDto: {
            service_vendor_id: number;
            service_pricing_id: number;
            /** @description YYYY-MM-DD (a full ISO date-time is read as its Lagos calendar day). */
            deadline: string;
            requirements: string;
            /**
             * @description Where the work is done; shown to the vendor once the order is accepted. Optional: the spec's payload has
             *     none. Without it the order reads "address to be agreed", the customer is asked for it, and work cannot
             *     start until it is added (PATCH /api/service-orders/{id}).
             */
            service_address?: string;
            /**
             * @description When the customer would like the vendor to come: morning, afternoon, evening or anytime (the default).
             * @enum {string}
             */
            preferred_time?: "morning" | "afternoon" | "evening" | "anytime";
            /** @description Accepted for older clients and ignored: the amount is always the pricing's price. */
            total_amount?: Record<string, never>;
        };
        CustomerBooking: {
            id: number;
            /** @enum {string} */
            status: "cancelled" | "checked_in" | "checked_out" | "completed" | "paid" | "pending" | "processing" | "refunded";
            listing_id: number;
            total_price: string;
            check_in_date: string;
            check_out_date: string;
            nights: number;
            guests: number;
            notes: string | null;
            /** @enum {string} */
            escrow_status: "held" | "none" | "refunded" | "released";
            listing: {
                id: number;
                title: string | null;
                location: string | null;
                /** @enum {string|null} */
                type: "hostel" | "hotel" | "shortlet" | null;
                images: string[];
            };
            vendor: {
                business_name: string | null;
                contact_phone: string | null;
            };
            available_actions: string[];
            cancellation_refund: components["schemas"]["CancellationRefund"] | null;
            payment_reference: string | null;
            /** @enum {string|null} */
            cancelled_by: "admin" | "customer" | "system" | "vendor" | null;
            cancel_reason: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            approved_at: string | null;
            /** Format: date-time */
            paid_at: string | null;
            /** Format: date-time */
            checked_in_at: string | null;
            /** Format: date-time */
            checked_out_at: string | null;
            /** Format: date-time */
            completed_at: string | null;
            /** Format: date-time */
            cancelled_at: string | null;
            /** Format: date-time */
            refunded_at: string | null;
            /**
             * Format: date-time
             * @description When the guest reported a problem with the stay (an open or resolved dispute); null when none.
             */
            disputed_at: string | null;
        };
        CustomerServiceOrder: {
            id: number;
            /** @enum {string} */
            status: "accepted" | "cancelled" | "completed" | "in_progress" | "pending";
            /** @enum {string} */
            payment_status: "paid" | "pending" | "refunded";
            /** @enum {string} */
            escrow_status: "disputed" | "held" | "none" | "refunded" | "released";
            total_amount: number;
            deadline: string;
            requirements: string;
            service_address: string | null;
            /** @description True while an open order has no service address (placed with the spec's payload): "address to be agreed"; work cannot start yet. */
            address_to_be_agreed: boolean;
            /** @enum {string|null} */
            preferred_time: "afternoon" | "anytime" | "evening" | "morning" | null;
            vendor_response: string | null;
            /** @enum {string|null} */
            cancelled_by: "admin" | "customer" | "system" | "vendor" | null;
            payment_reference: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            accepted_at: string | null;
            /** Format: date-time */
            paid_at: string | null;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            completed_at: string | null;
            /** Format: date-time */
            cancelled_at: string | null;
            /** Format: date-time */
            released_at: string | null;
            /** Format: date-time */
            refunded_at: string | null;
            /** Format: date-time */
            dispute_until: string | null;
            /** Format: date-time */
            auto_release_at: string | null;
            service_pricing: {
                id: number;
                title: string | null;
            };
            service_vendor: {
                id: number;
                service_name: string | null;
                location: string | null;
                phone: string | null;
                vendor: {
                    business_name: string | null;
                    user: {
                        phone: string | null;
                    };
                };
            };
            dispute: components["schemas"]["Dispute"] | null;
            available_actions: ("ACCEPT" | "AUTO_CANCEL" | "AUTO_RELEASE" | "CANCEL" | "COMPLETE" | "CONFIRM_SATISFACTION" | "DECLINE" | "DISPUTE" | "PAY" | "PAYMENT_CAPTURED" | "REFUND" | "RESOLVE_REFUND" | "RESOLVE_RELEASE" | "START")[];
        };
        Dispute: {
            id: number;
            /** @enum {string} */
            status: "open" | "resolved";
            reason: string;
            vendor_statement: string | null;
            /** Format: date-time */
            vendor_responded_at: string | null;
            /** @enum {string|null} */
            resolution: "refund" | "release" | null;
            refund_amount: number | null;
            note: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            resolved_at: string | null;
            photos: components["schemas"]["AttachmentView"][];
        };
        DisputeDto: {
            reason: string;
        };
        DisputeResponseDto: {
            statement: string;
        };
        Erasure: {
            /** Format: date-time */
            erasure_requested_at: string | null;
            /** Format: date-time */
            erases_at: string | null;
        };
        ErasureDto: {
            /** @description The account's current password */
            password: string;
        };
        /** @description Every error answer: a human-readable `message`, the stable `code` (docs/api.md) and, for validation, `errors` per field. */
        ErrorResponse: {
            statusCode: number;
            /** @description Stable machine-readable code (ORDER_NOT_PAYABLE, VALIDATION_FAILED, …; docs/api.md lists them all). */
            code: string;
            message: string;
            errors?: {
                [key: string]: string[];
            };
            details?: unknown;
            /** @description What the client needs to put things right (a cart's changed lines), where a DomainError carries it. */
            data?: unknown;
            /** @description The request's id (also the `x-request-id` response header and the `reqId` of its log lines). */
            request_id?: string;
        };
        ExportView: {
            id: number;
            /** @enum {string} */
            status: "expired" | "failed" | "pending" | "ready";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            ready_at: string | null;
            /** @description Present when ready: works without the bearer token, for DATA_EXPORT_LINK_TTL_SECONDS. */
            download_url?: string;
            /** Format: date-time */
            download_expires_at?: string;
        };
        FoodSetupDto: {
            restaurant_name: string;
            /** @example Nigerian, continental */
            cuisine: string;
            address: string;
            phone: string;
            /** @example Mon–Sat 8am–10pm */
            opening_hours: string;
            logo?: Record<string, never> | null;
        };
        ForgotPasswordDto: {
            /** Format: email */
            email: string;
        };
        Item: {
            status: string;
            id: number;
            vendor_id: number;
            name: string;
            description: string;
            price: number;
            category: string;
            image: string;
            images: components["schemas"]["PresentedPhoto"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Item_ModulesCartOrdersCataloguePresenter: {
            stock: number;
            low_stock_threshold: number;
            sold: number;
            /** @enum {string} */
            status: "active" | "low-stock" | "out-of-stock";
            id: number;
            vendor_id: number;
            name: string;
            description: string;
            price: number;
            category: string;
            image: string;
            images: components["schemas"]["PresentedPhoto"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        KitchenDto: {
            open: boolean;
        };
        Kyc: {
            id: number;
            /** @enum {string} */
            status: "approved" | "pending" | "rejected";
            document_type: string;
            document_url: string | null;
            document_mime: string | null;
            /** Format: date-time */
            submitted_at: string;
            /** Format: date-time */
            reviewed_at: string | null;
            rejection_reason: string | null;
            user: {
                id: number;
                name: string;
                email: string;
                phone: string;
                /** Format: date-time */
                phone_verified_at: string | null;
            } | null;
            vendor: {
                id: number;
                business_name: string;
                /** @enum {string} */
                category: "food_vendor" | "mechanic" | "product_vendor" | "rider" | "service_apartment" | "service_vendor";
                /** @enum {string} */
                vendor_type: "business" | "individual";
                /** @enum {string} */
                verification_status: "pending" | "rejected" | "verified";
            } | null;
        };
        Listing: {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            bookings_count?: number;
            id: number;
            vendor_id: number;
            title: string;
            /** @enum {string} */
            type: "hostel" | "hotel" | "shortlet";
            description: string | null;
            location: string;
            price_per_night: string;
            images: string[];
            photos: components["schemas"]["PresentedPhoto"][];
            is_verified: number;
            /** @enum {string} */
            status: "active" | "paused";
            max_guests: number;
            bedrooms: number;
            bathrooms: number;
            amenities: string[];
            rating: string;
            reviews_count: number;
            /** @description Ours: the longest stay in nights and the latest check-in in days from today (Lagos) a booking may ask for. */
            booking_limits: {
                max_nights: number;
                max_days_ahead: number;
            };
            vendor: {
                business_name: string | null;
            };
        };
        ListingStatusDto: {
            /** @enum {string} */
            status: "active" | "paused";
        };
        LiveVendor: {
            id: number;
            business_name: string;
            /** @enum {string} */
            vendor_type: "business" | "individual";
            /** @enum {string} */
            category: "food_vendor" | "mechanic" | "product_vendor" | "rider" | "service_apartment" | "service_vendor";
            is_verified: boolean;
            /** @enum {string} */
            verification_status: "pending" | "rejected" | "verified";
            /** Format: date-time */
            created_at: string;
            user: {
                name: string;
                email: string;
                phone: string;
                /** Format: date-time */
                phone_verified_at: string | null;
            } | null;
        };
        LogErrorDto: {
            context: string;
            message: string;
            stack?: string;
            url?: string;
            /** @description any JSON; stored up to 8 KB */
            extra?: Record<string, never>;
        };
        LoginDto: {
            email: string;
            password: string;
        };
        MechanicCard: {
            id: number;
            name: string;
            workshop_name: string;
            location: string;
            services_offered: string;
            phone: string | null;
            match_score: number;
            available: boolean;
            sample: boolean;
        };
        MechanicSetupDto: {
            workshop_name: string;
            /** @description Free text, e.g. "Engine repair, brakes, AC" */
            services_offered: string;
            location: string;
            /** @example 08031234567 */
            contact_number: string;
        };
        MessagePhotoView: {
            id: number;
            content_type: string;
            size: number;
            url: string;
            /** Format: date-time */
            url_expires_at: string;
        };
        MessageView: {
            id: number;
            body: string;
            sender: {
                id: number;
                name: string;
            };
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date-time
             * @description When another party first read it (read receipt); null while unread.
             */
            read_at: string | null;
            photos: components["schemas"]["MessagePhotoView"][];
            /** @description Contact details were hidden from the text as sent (before payment). */
            masked: boolean;
            /** @description The sender's data was erased: the text is blank and the photos gone. */
            erased: boolean;
        };
        NotificationPreferences: {
            payments: components["schemas"]["ChannelChoice"];
            orders: components["schemas"]["ChannelChoice"];
            messages: components["schemas"]["ChannelChoice"];
        };
        NotificationPreferencesDto: {
            /** @description Orders, bookings and requests */
            orders: components["schemas"]["ChannelPreference"];
            /** @description Payments, refunds and payouts */
            payments: components["schemas"]["ChannelPreference"];
            /** @description New messages in an order's conversation (absent: unchanged) */
            messages?: components["schemas"]["ChannelPreference"];
        };
        OrderCustomer: {
            name: string | null;
            phone: string | null;
        };
        OrderLineDto: {
            item_id: number;
            quantity: number;
            /** @description naira: the unit price the cart showed; a different current price refuses the order (409 CART_CHANGED) */
            price?: number;
        };
        OwnServiceProfile: {
            id: number;
            vendor_id: number;
            service_name: string;
            description: string | null;
            location: string | null;
            phone: string | null;
            email: string | null;
            images: string[];
            photos: components["schemas"]["PresentedPhoto"][];
            /** Format: date-time */
            updated_at: string;
        };
        PageMeta: {
            current_page: number;
            per_page: number;
            total: number;
            last_page: number;
        };
        PayBookingDto: {
            /**
             * @description Where the browser returns after the checkout, with `reference` and the subject's id added to the query (an
             *     absolute http(s) URL on an origin in CORS_ORIGINS, else 422). Left out: Oja's /payment-success.
             */
            callback_url?: string;
            booking_id?: number;
            payment_method?: string;
        };
        PayoutAccountDto: {
            bank_code: string;
            account_number: string;
            /**
             * @description Your sign-in password. Required to change an existing payout account to another one; not needed for the first
             *     account, nor to save the same account again.
             */
            password?: string;
        };
        PresentedMechanic: {
            id: number;
            workshop_name: string;
            location: string | null;
            phone: string | null;
        };
        PresentedPhoto: {
            url: string;
            srcset: string | null;
            width: number | null;
            height: number | null;
        };
        Pricing: {
            id: number;
            service_vendor_id: number;
            title: string;
            description: string | null;
            price: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ProductSetupDto: {
            contact_person: string;
            store_address: string;
            store_phone: string;
            store_email: string;
            store_description: string;
            /** @description http(s) URL of the logo */
            logo?: Record<string, never> | null;
        };
        PushSubscriptionDto: {
            /** @description The push service's URL for this browser (https) */
            endpoint: string;
            /** @description When the subscription expires (ms since the epoch), as the browser says; ignored */
            expirationTime?: number | null;
            keys: components["schemas"]["PushSubscriptionKeysDto"];
        };
        PushSubscriptionKeysDto: {
            /** @description The browser's P-256 public key (URL-safe base64 of 65 bytes) */
            p256dh: string;
            /** @description The browser's auth secret (URL-safe base64 of 16 bytes) */
            auth: string;
        };
        PushUnsubscribeDto: {
            /** @description The endpoint of the subscription to remove */
            endpoint: string;
        };
        RegisterDto: {
            /** @example Adaeze Okafor */
            name: string;
            /**
             * Format: email
             * @example ada@example.com
             */
            email: string;
            /**
             * @description Nigerian number; stored as E.164
             * @example 08031234567
             */
            phone: string;
            password: string;
            /** @enum {string} */
            user_type: "user" | "vendor";
            /**
             * @description Where the e-mailed verification link lands once the address is confirmed (a partner's own page), with
             *     `verified=1` (or `verified=invalid`) added. Must be on an origin in CORS_ORIGINS; any other is refused
             *     (422). Left out: Oja's /login.
             * @example https://partner.example/welcome
             */
            redirect_url?: string;
        };
        RegisterVendorDto: {
            /**
             * @default individual
             * @enum {string}
             */
            vendor_type: "individual" | "business";
            /**
             * @description Labelled "Service Name" for individuals
             * @example Emeka Auto Clinic
             */
            business_name: string;
            /**
             * @description Any of: mechanic, rider, product_vendor, product, product-vendor, service_apartment, service-apartment, apartment, service_vendor, service, service-vendor, food_vendor, food, food-vendor (stored canonically)
             * @example mechanic
             */
            category: string;
        };
        RejectDto: {
            /** @example The NIN slip is not readable. */
            reason: string;
        };
        ReplySupportMessageDto: {
            message: string;
        };
        ReportProblemDto: {
            /** @description What went wrong (at most 2,000 characters) */
            reason: string;
        };
        Request: {
            id: number;
            /** @enum {string} */
            status: "accepted" | "cancelled" | "completed" | "declined" | "disputed" | "in_progress" | "lapsed" | "mechanic_chosen" | "paid" | "refunded" | "released" | "reported";
            status_label: string;
            location: string;
            /**
             * @description One of engine, brake, oil, tire, electrical, ac, or other (then `service_type_text` has the customer's words).
             * @enum {string}
             */
            service_type: "ac" | "brake" | "electrical" | "engine" | "oil" | "other" | "tire";
            service_type_text: string | null;
            service_label: string;
            issue: string;
            needs_towing: boolean;
            fee: number;
            /** @enum {string} */
            escrow_status: "held" | "none" | "refunded" | "released" | "split";
            actions: ("ACCEPT" | "AUTO_RELEASE" | "CANCEL" | "CHOOSE_MECHANIC" | "COMPLETE" | "CONFIRM" | "DECLINE" | "DISPUTE" | "LAPSE" | "PAY" | "PAYMENT_CAPTURED" | "RESOLVE_REFUND" | "RESOLVE_RELEASE" | "START")[];
            mechanic: components["schemas"]["PresentedMechanic"] | null;
            customer: {
                phone: string | null;
                id: number;
                name: string;
            } | null;
            mechanic_chosen_at: string | null;
            paid_at: string | null;
            accepted_at: string | null;
            declined_at: string | null;
            lapsed_at: string | null;
            started_at: string | null;
            completed_at: string | null;
            released_at: string | null;
            cancelled_at: string | null;
            created_at: string;
        };
        ResetPasswordDto: {
            token: string;
            password: string;
        };
        ResolveDisputeDto: {
            /** @enum {string} */
            resolution: "release" | "refund";
            /** @description Naira; refund only; at most 50 % of the payment. Omitted on a refund: the 50 % maximum. */
            refund_amount?: Record<string, never>;
            note: string;
        };
        Review: {
            id: number;
            subject_kind: string;
            subject_id: number;
            /** @enum {string} */
            author_role: "customer" | "vendor";
            author: {
                name: string | null;
            };
            rating: number;
            comment: string;
            revealed: boolean;
            /** Format: date-time */
            created_at: string;
        };
        Ride: {
            id: number;
            pickup: string;
            destination: string;
            distance_km: number;
            fare: number;
            rider_id: number | null;
            rating: number | null;
            demo: boolean;
            created_at: string;
        };
        RiderSetupDto: {
            /** @enum {string} */
            vehicle_type: "bike" | "tricycle";
            /** @default 1 */
            experience_years: number;
        };
        RiderStatusDto: {
            online: boolean;
        };
        SendPhoneOtpDto: {
            /** @description The caller's own user id */
            user_id: number;
        };
        ServiceAddressDto: {
            service_address: string;
            /**
             * @description Left out: the order's time window stays as it is.
             * @enum {string}
             */
            preferred_time?: "morning" | "afternoon" | "evening" | "anytime";
        };
        ServicePricingDto: {
            title: string;
            description?: string | null;
            price: Record<string, never>;
        };
        ServiceSetupDto: {
            service_name: string;
            description: string;
            location: string;
            phone: string;
            email: string;
        };
        ServiceVendor: {
            id: number;
            vendor_id: number;
            service_name: string;
            description: string | null;
            location: string | null;
            images: string[];
            photos: components["schemas"]["PresentedPhoto"][];
            phone: string | null;
            email: string | null;
            rating: string;
            rating_count: number;
            total_reviews: number;
            is_featured: boolean;
            /** @enum {string} */
            category: "all" | "cleaning" | "electrical" | "installation" | "other" | "plumbing" | "repair";
            categories: ("all" | "cleaning" | "electrical" | "installation" | "other" | "plumbing" | "repair")[];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            vendor: {
                id: number;
                business_name: string | null;
                is_verified: number;
                user: {
                    name: string | null;
                    profile_picture: string | null;
                    phone: string | null;
                };
            };
            pricings: components["schemas"]["Pricing"][];
        };
        ServiceVendorProfileDto: {
            /** @example Sparkle Home Cleaning */
            service_name: string;
            description: string;
            /** @example Lekki, Lagos */
            location: string;
            /** @example 08031234567 */
            phone?: string | null;
            email?: string | null;
            /** @description https URLs (ours from POST /api/vendor/service/profile/photos, or an outside image host); the first is the cover. At most 6. */
            images?: string[];
        };
        StorefrontDto: {
            /** @description naira, once per order */
            delivery_fee?: number;
            /** @description naira: free delivery when the items come to more than this; null: never */
            free_delivery_over?: Record<string, never> | null;
            kitchen_open?: boolean;
        };
        SubjectRef: {
            kind: string;
            id: number;
        };
        SupportMessage: {
            id: number;
            name: string;
            email: string;
            subject: string;
            message: string;
            /** @enum {string} */
            status: "answered" | "open";
            user_id: number | null;
            reply: string | null;
            /** Format: date-time */
            replied_at: string | null;
            replied_by_admin_id: number | null;
            /** Format: date-time */
            created_at: string;
        };
        UpdateAdminProfileDto: {
            name?: string;
            /** Format: email */
            email?: string;
        };
        UpdateListingDto: {
            title?: string;
            description?: string | null;
            location?: string;
            price_per_night?: Record<string, never>;
            /** @enum {string} */
            type?: "hotel" | "hostel" | "shortlet";
            images?: string[];
            max_guests?: number | null;
            bedrooms?: number | null;
            bathrooms?: number | null;
            amenities?: string[];
        };
        UpdateMenuItemDto: {
            description?: string;
            /** @description Photo URLs from the photos upload (or outside https images) */
            images?: string[];
            name?: string;
            price?: number;
            /** @enum {string} */
            category?: "Fast Food" | "Local Dishes" | "Drinks" | "Desserts";
            /** @enum {string} */
            status?: "available" | "out-of-stock" | "unavailable";
        };
        UpdateProductDto: {
            description?: string;
            /** @description Photo URLs from the photos upload (or outside https images) */
            images?: string[];
            name?: string;
            price?: number;
            /** @enum {string} */
            category?: "Electronics" | "Fashion" | "Home & Garden" | "Books" | "Sports";
            stock?: number;
            low_stock_threshold?: number;
        };
        UpdateSettingsDto: {
            maintenanceMode?: boolean;
            allowNewRegistrations?: boolean;
            requireEmailVerification?: boolean;
            autoApproveVendors?: boolean;
            emailNotifications?: boolean;
            kycAlerts?: boolean;
            systemAlerts?: boolean;
            weeklyReports?: boolean;
        };
        User: {
            id: number;
            name: string;
            email: string;
            phone: string;
            /** @enum {string} */
            user_type: "user" | "vendor";
            profile_image: string | null;
            /** Format: date-time */
            email_verified_at: string | null;
            /** Format: date-time */
            phone_verified_at: string | null;
            /** Format: date-time */
            created_at: string;
            vendor: {
                business_name: string;
                /** @enum {string} */
                category: "food_vendor" | "mechanic" | "product_vendor" | "rider" | "service_apartment" | "service_vendor";
                /** @enum {string} */
                vendor_type: "business" | "individual";
                /** @enum {string} */
                verification_status: "pending" | "rejected" | "verified";
                is_verified: boolean;
                is_live: boolean;
            } | null;
        };
        Vendor: {
            id: number;
            user_id: number;
            business_name: string;
            /** @enum {string} */
            category: "food_vendor" | "mechanic" | "product_vendor" | "rider" | "service_apartment" | "service_vendor";
            /** @enum {string} */
            vendor_type: "business" | "individual";
            /** @enum {string} */
            verification_status: "pending" | "rejected" | "verified";
            is_verified: boolean;
            is_live: boolean;
            /** Format: date-time */
            phone_verified_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        VendorBooking: {
            guest: components["schemas"]["BookingGuest"];
            id: number;
            /** @enum {string} */
            status: "cancelled" | "checked_in" | "checked_out" | "completed" | "paid" | "pending" | "processing" | "refunded";
            listing_id: number;
            total_price: string;
            check_in_date: string;
            check_out_date: string;
            nights: number;
            guests: number;
            notes: string | null;
            /** @enum {string} */
            escrow_status: "held" | "none" | "refunded" | "released";
            listing: {
                id: number;
                title: string | null;
                location: string | null;
                /** @enum {string|null} */
                type: "hostel" | "hotel" | "shortlet" | null;
                images: string[];
            };
            vendor: {
                business_name: string | null;
                contact_phone: string | null;
            };
            available_actions: string[];
            cancellation_refund: components["schemas"]["CancellationRefund"] | null;
            payment_reference: string | null;
            /** @enum {string|null} */
            cancelled_by: "admin" | "customer" | "system" | "vendor" | null;
            cancel_reason: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            approved_at: string | null;
            /** Format: date-time */
            paid_at: string | null;
            /** Format: date-time */
            checked_in_at: string | null;
            /** Format: date-time */
            checked_out_at: string | null;
            /** Format: date-time */
            completed_at: string | null;
            /** Format: date-time */
            cancelled_at: string | null;
            /** Format: date-time */
            refunded_at: string | null;
            /**
             * Format: date-time
             * @description When the guest reported a problem with the stay (an open or resolved dispute); null when none.
             */
            disputed_at: string | null;
        };
        VendorOrderStatusDto: {
            /** @enum {string} */
            status: "accepted" | "cancelled" | "in_progress" | "completed";
        };
        VendorServiceOrder: {
            user: components["schemas"]["OrderCustomer"];
            id: number;
            /** @enum {string} */
            status: "accepted" | "cancelled" | "completed" | "in_progress" | "pending";
            /** @enum {string} */
            payment_status: "paid" | "pending" | "refunded";
            /** @enum {string} */
            escrow_status: "disputed" | "held" | "none" | "refunded" | "released";
            total_amount: number;
            deadline: string;
            requirements: string;
            service_address: string | null;
            /** @description True while an open order has no service address (placed with the spec's payload): "address to be agreed"; work cannot start yet. */
            address_to_be_agreed: boolean;
            /** @enum {string|null} */
            preferred_time: "afternoon" | "anytime" | "evening" | "morning" | null;
            vendor_response: string | null;
            /** @enum {string|null} */
            cancelled_by: "admin" | "customer" | "system" | "vendor" | null;
            payment_reference: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            accepted_at: string | null;
            /** Format: date-time */
            paid_at: string | null;
            /** Format: date-time */
            started_at: string | null;
            /** Format: date-time */
            completed_at: string | null;
            /** Format: date-time */
            cancelled_at: string | null;
            /** Format: date-time */
            released_at: string | null;
            /** Format: date-time */
            refunded_at: string | null;
            /** Format: date-time */
            dispute_until: string | null;
            /** Format: date-time */
            auto_release_at: string | null;
            service_pricing: {
                id: number;
                title: string | null;
            };
            service_vendor: {
                id: number;
                service_name: string | null;
                location: string | null;
                phone: string | null;
                vendor: {
                    business_name: string | null;
                    user: {
                        phone: string | null;
                    };
                };
            };
            dispute: components["schemas"]["Dispute"] | null;
            available_actions: ("ACCEPT" | "AUTO_CANCEL" | "AUTO_RELEASE" | "CANCEL" | "COMPLETE" | "CONFIRM_SATISFACTION" | "DECLINE" | "DISPUTE" | "PAY" | "PAYMENT_CAPTURED" | "REFUND" | "RESOLVE_REFUND" | "RESOLVE_RELEASE" | "START")[];
        };
        VerifyListingDto: {
            is_verified: Record<string, never>;
        };
        VerifyPhoneOtpDto: {
            /** @description The caller's own user id */
            user_id: number;
            /**
             * @description The 3-digit code read out in the call
             * @example 456
             */
            otp: string;
        };
        WeekPoint: {
            week_start: string;
            orders: number;
            bookings: number;
            revenue: number;
        };
    };
    responses: {
        /** @description Bad request: a malformed id, query value or JSON body */
        Error400: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 400,
                 *       "request_id": "0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d",
                 *       "code": "BAD_REQUEST",
                 *       "message": "The id must be a positive whole number"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Unauthenticated: no bearer token, or an expired or revoked one */
        Error401: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 401,
                 *       "request_id": "0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d",
                 *       "code": "UNAUTHENTICATED",
                 *       "message": "Unauthenticated."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Forbidden: the token is valid but this account may not do this */
        Error403: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 403,
                 *       "request_id": "0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d",
                 *       "code": "FORBIDDEN",
                 *       "message": "This area is for customers."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Not found (also what another account’s record answers) */
        Error404: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 404,
                 *       "request_id": "0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d",
                 *       "code": "NOT_FOUND",
                 *       "message": "Not found"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request body or upload is too large */
        Error413: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 413,
                 *       "request_id": "0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d",
                 *       "code": "PAYLOAD_TOO_LARGE",
                 *       "message": "The uploaded file is too large"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Unsupported content type */
        Error415: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 415,
                 *       "request_id": "0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d",
                 *       "code": "UNSUPPORTED_MEDIA_TYPE",
                 *       "message": "Unsupported content type"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Validation failed: `errors` maps each field to its messages */
        Error422: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 422,
                 *       "request_id": "0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d",
                 *       "code": "VALIDATION_FAILED",
                 *       "message": "Please fill in all required fields",
                 *       "errors": {
                 *         "field": [
                 *           "Please fill in all required fields"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too many requests: wait for `Retry-After` seconds */
        Error429: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 429,
                 *       "request_id": "0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d",
                 *       "code": "RATE_LIMITED",
                 *       "message": "Too many attempts. Please wait a minute and try again."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Something went wrong on our side (logged with the request id; never a stack trace) */
        Error500: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 500,
                 *       "request_id": "0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d",
                 *       "code": "INTERNAL_ERROR",
                 *       "message": "Something went wrong on our side. Please try again."
                 *     }
                 */
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "ApartmentBookingsController_create[1]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBookingDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Booking request submitted successfully",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "cancelled"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Booking request submitted successfully */
                        message: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            status: "cancelled" | "checked_in" | "checked_out" | "completed" | "paid" | "pending" | "processing" | "refunded";
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    "ApartmentBookingsController_mine[1]": {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "status": "cancelled",
                     *           "listing_id": 7,
                     *           "total_price": "text",
                     *           "check_in_date": "2026-12-01",
                     *           "check_out_date": "2026-12-01",
                     *           "nights": 2,
                     *           "guests": 2,
                     *           "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "escrow_status": "held",
                     *           "listing": {
                     *             "id": 7,
                     *             "title": "Kitchen sink repair",
                     *             "location": "Lekki Phase 1, Lagos",
                     *             "type": "hostel",
                     *             "images": [
                     *               "https://oja.example.com/uploads/example.webp"
                     *             ]
                     *           },
                     *           "vendor": {
                     *             "business_name": "Amaka Okafor",
                     *             "contact_phone": "+2348031234567"
                     *           },
                     *           "available_actions": [
                     *             "text"
                     *           ],
                     *           "cancellation_refund": {
                     *             "amount": "text",
                     *             "percent": 50
                     *           },
                     *           "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *           "cancelled_by": "admin",
                     *           "cancel_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "updated_at": "2026-11-20T09:30:00.000Z",
                     *           "approved_at": "2026-11-20T09:30:00.000Z",
                     *           "paid_at": "2026-11-20T09:30:00.000Z",
                     *           "checked_in_at": "2026-11-20T09:30:00.000Z",
                     *           "checked_out_at": "2026-11-20T09:30:00.000Z",
                     *           "completed_at": "2026-11-20T09:30:00.000Z",
                     *           "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *           "refunded_at": "2026-11-20T09:30:00.000Z",
                     *           "disputed_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CustomerBooking"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AdminController_analytics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "vendors_by_category": {
                     *           "key": 1
                     *         },
                     *         "users_by_type": {
                     *           "key": 1
                     *         },
                     *         "kyc_by_status": {
                     *           "key": 1
                     *         },
                     *         "signups_last_30_days": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            vendors_by_category: {
                                [key: string]: number;
                            };
                            users_by_type: {
                                [key: string]: number;
                            };
                            kyc_by_status: {
                                [key: string]: number;
                            };
                            signups_last_30_days: number;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    "AdminApartmentsController_bookingsList[1]": {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                status?: "pending" | "all" | "cancelled" | "completed" | "paid" | "refunded" | "processing" | "checked_in" | "checked_out";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "summary": {
                     *         "total": 25000,
                     *         "pending": 1,
                     *         "paid": 1,
                     *         "revenue": 25000
                     *       },
                     *       "data": [
                     *         {
                     *           "user": {
                     *             "name": "Amaka Okafor",
                     *             "email": "amaka.okafor@example.com",
                     *             "phone": "+2348031234567"
                     *           },
                     *           "admin_notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "allowed_statuses": [
                     *             "cancelled"
                     *           ],
                     *           "timeline": [
                     *             {
                     *               "from_status": "cancelled",
                     *               "status": "cancelled",
                     *               "at": "2026-11-20T09:30:00.000Z",
                     *               "actor": "admin",
                     *               "actor_id": 7,
                     *               "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap."
                     *             }
                     *           ],
                     *           "guest": {
                     *             "name": "Amaka Okafor",
                     *             "email": "amaka.okafor@example.com",
                     *             "phone": "+2348031234567"
                     *           },
                     *           "id": 7,
                     *           "status": "cancelled",
                     *           "listing_id": 7,
                     *           "total_price": "text",
                     *           "check_in_date": "2026-12-01",
                     *           "check_out_date": "2026-12-01",
                     *           "nights": 2,
                     *           "guests": 2,
                     *           "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "escrow_status": "held",
                     *           "listing": {
                     *             "id": 7,
                     *             "title": "Kitchen sink repair",
                     *             "location": "Lekki Phase 1, Lagos",
                     *             "type": "hostel",
                     *             "images": [
                     *               "https://oja.example.com/uploads/example.webp"
                     *             ]
                     *           },
                     *           "vendor": {
                     *             "business_name": "Amaka Okafor",
                     *             "contact_phone": "+2348031234567"
                     *           },
                     *           "available_actions": [
                     *             "text"
                     *           ],
                     *           "cancellation_refund": {
                     *             "amount": "text",
                     *             "percent": 50
                     *           },
                     *           "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *           "cancelled_by": "admin",
                     *           "cancel_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "updated_at": "2026-11-20T09:30:00.000Z",
                     *           "approved_at": "2026-11-20T09:30:00.000Z",
                     *           "paid_at": "2026-11-20T09:30:00.000Z",
                     *           "checked_in_at": "2026-11-20T09:30:00.000Z",
                     *           "checked_out_at": "2026-11-20T09:30:00.000Z",
                     *           "completed_at": "2026-11-20T09:30:00.000Z",
                     *           "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *           "refunded_at": "2026-11-20T09:30:00.000Z",
                     *           "disputed_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        summary: {
                            total: number;
                            pending: number;
                            paid: number;
                            revenue: number;
                        };
                        data: components["schemas"]["AdminBooking"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AdminController_auditLog: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                action?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "action": "text",
                     *           "summary": "text",
                     *           "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "subject_type": "text",
                     *           "subject_id": 7,
                     *           "details": {
                     *             "key": {}
                     *           },
                     *           "actor": {
                     *             "type": "admin",
                     *             "id": 7,
                     *             "name": "Amaka Okafor",
                     *             "email": "amaka.okafor@example.com"
                     *           },
                     *           "created_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Audit"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    "AdminApartmentsController_bookingsList[0]": {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                status?: "pending" | "all" | "cancelled" | "completed" | "paid" | "refunded" | "processing" | "checked_in" | "checked_out";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "summary": {
                     *         "total": 25000,
                     *         "pending": 1,
                     *         "paid": 1,
                     *         "revenue": 25000
                     *       },
                     *       "data": [
                     *         {
                     *           "user": {
                     *             "name": "Amaka Okafor",
                     *             "email": "amaka.okafor@example.com",
                     *             "phone": "+2348031234567"
                     *           },
                     *           "admin_notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "allowed_statuses": [
                     *             "cancelled"
                     *           ],
                     *           "timeline": [
                     *             {
                     *               "from_status": "cancelled",
                     *               "status": "cancelled",
                     *               "at": "2026-11-20T09:30:00.000Z",
                     *               "actor": "admin",
                     *               "actor_id": 7,
                     *               "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap."
                     *             }
                     *           ],
                     *           "guest": {
                     *             "name": "Amaka Okafor",
                     *             "email": "amaka.okafor@example.com",
                     *             "phone": "+2348031234567"
                     *           },
                     *           "id": 7,
                     *           "status": "cancelled",
                     *           "listing_id": 7,
                     *           "total_price": "text",
                     *           "check_in_date": "2026-12-01",
                     *           "check_out_date": "2026-12-01",
                     *           "nights": 2,
                     *           "guests": 2,
                     *           "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "escrow_status": "held",
                     *           "listing": {
                     *             "id": 7,
                     *             "title": "Kitchen sink repair",
                     *             "location": "Lekki Phase 1, Lagos",
                     *             "type": "hostel",
                     *             "images": [
                     *               "https://oja.example.com/uploads/example.webp"
                     *             ]
                     *           },
                     *           "vendor": {
                     *             "business_name": "Amaka Okafor",
                     *             "contact_phone": "+2348031234567"
                     *           },
                     *           "available_actions": [
                     *             "text"
                     *           ],
                     *           "cancellation_refund": {
                     *             "amount": "text",
                     *             "percent": 50
                     *           },
                     *           "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *           "cancelled_by": "admin",
                     *           "cancel_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "updated_at": "2026-11-20T09:30:00.000Z",
                     *           "approved_at": "2026-11-20T09:30:00.000Z",
                     *           "paid_at": "2026-11-20T09:30:00.000Z",
                     *           "checked_in_at": "2026-11-20T09:30:00.000Z",
                     *           "checked_out_at": "2026-11-20T09:30:00.000Z",
                     *           "completed_at": "2026-11-20T09:30:00.000Z",
                     *           "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *           "refunded_at": "2026-11-20T09:30:00.000Z",
                     *           "disputed_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        summary: {
                            total: number;
                            pending: number;
                            paid: number;
                            revenue: number;
                        };
                        data: components["schemas"]["AdminBooking"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AdminApartmentsController_booking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "user": {
                     *           "name": "Amaka Okafor",
                     *           "email": "amaka.okafor@example.com",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "admin_notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "allowed_statuses": [
                     *           "cancelled"
                     *         ],
                     *         "timeline": [
                     *           {
                     *             "from_status": "cancelled",
                     *             "status": "cancelled",
                     *             "at": "2026-11-20T09:30:00.000Z",
                     *             "actor": "admin",
                     *             "actor_id": 7,
                     *             "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap."
                     *           }
                     *         ],
                     *         "guest": {
                     *           "name": "Amaka Okafor",
                     *           "email": "amaka.okafor@example.com",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "id": 7,
                     *         "status": "cancelled",
                     *         "listing_id": 7,
                     *         "total_price": "text",
                     *         "check_in_date": "2026-12-01",
                     *         "check_out_date": "2026-12-01",
                     *         "nights": 2,
                     *         "guests": 2,
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "escrow_status": "held",
                     *         "listing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "type": "hostel",
                     *           "images": [
                     *             "https://oja.example.com/uploads/example.webp"
                     *           ]
                     *         },
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor",
                     *           "contact_phone": "+2348031234567"
                     *         },
                     *         "available_actions": [
                     *           "text"
                     *         ],
                     *         "cancellation_refund": {
                     *           "amount": "text",
                     *           "percent": 50
                     *         },
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "cancelled_by": "admin",
                     *         "cancel_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "approved_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_in_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_out_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AdminBooking"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    AdminBookingActionsController_release: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Payment released to vendor successfully!",
                     *       "data": {
                     *         "total": 25000,
                     *         "commission": 25000,
                     *         "payout": 25000,
                     *         "summary": "text",
                     *         "booking": {
                     *           "user": {
                     *             "name": "Amaka Okafor",
                     *             "email": "amaka.okafor@example.com",
                     *             "phone": "+2348031234567"
                     *           },
                     *           "admin_notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "allowed_statuses": [
                     *             "cancelled"
                     *           ],
                     *           "timeline": [
                     *             {
                     *               "from_status": "cancelled",
                     *               "status": "cancelled",
                     *               "at": "2026-11-20T09:30:00.000Z",
                     *               "actor": "admin",
                     *               "actor_id": 7,
                     *               "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap."
                     *             }
                     *           ],
                     *           "guest": {
                     *             "name": "Amaka Okafor",
                     *             "email": "amaka.okafor@example.com",
                     *             "phone": "+2348031234567"
                     *           },
                     *           "id": 7,
                     *           "status": "cancelled",
                     *           "listing_id": 7,
                     *           "total_price": "text",
                     *           "check_in_date": "2026-12-01",
                     *           "check_out_date": "2026-12-01",
                     *           "nights": 2,
                     *           "guests": 2,
                     *           "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "escrow_status": "held",
                     *           "listing": {
                     *             "id": 7,
                     *             "title": "Kitchen sink repair",
                     *             "location": "Lekki Phase 1, Lagos",
                     *             "type": "hostel",
                     *             "images": [
                     *               "https://oja.example.com/uploads/example.webp"
                     *             ]
                     *           },
                     *           "vendor": {
                     *             "business_name": "Amaka Okafor",
                     *             "contact_phone": "+2348031234567"
                     *           },
                     *           "available_actions": [
                     *             "text"
                     *           ],
                     *           "cancellation_refund": {
                     *             "amount": "text",
                     *             "percent": 50
                     *           },
                     *           "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *           "cancelled_by": "admin",
                     *           "cancel_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "updated_at": "2026-11-20T09:30:00.000Z",
                     *           "approved_at": "2026-11-20T09:30:00.000Z",
                     *           "paid_at": "2026-11-20T09:30:00.000Z",
                     *           "checked_in_at": "2026-11-20T09:30:00.000Z",
                     *           "checked_out_at": "2026-11-20T09:30:00.000Z",
                     *           "completed_at": "2026-11-20T09:30:00.000Z",
                     *           "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *           "refunded_at": "2026-11-20T09:30:00.000Z",
                     *           "disputed_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Payment released to vendor successfully! */
                        message: string;
                        data: {
                            total: number;
                            commission: number;
                            payout: number;
                            summary: string;
                            booking: components["schemas"]["AdminBooking"];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    AdminBookingActionsController_setStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminBookingStatusDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Booking status updated successfully",
                     *       "data": {
                     *         "user": {
                     *           "name": "Amaka Okafor",
                     *           "email": "amaka.okafor@example.com",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "admin_notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "allowed_statuses": [
                     *           "cancelled"
                     *         ],
                     *         "timeline": [
                     *           {
                     *             "from_status": "cancelled",
                     *             "status": "cancelled",
                     *             "at": "2026-11-20T09:30:00.000Z",
                     *             "actor": "admin",
                     *             "actor_id": 7,
                     *             "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap."
                     *           }
                     *         ],
                     *         "guest": {
                     *           "name": "Amaka Okafor",
                     *           "email": "amaka.okafor@example.com",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "id": 7,
                     *         "status": "cancelled",
                     *         "listing_id": 7,
                     *         "total_price": "text",
                     *         "check_in_date": "2026-12-01",
                     *         "check_out_date": "2026-12-01",
                     *         "nights": 2,
                     *         "guests": 2,
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "escrow_status": "held",
                     *         "listing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "type": "hostel",
                     *           "images": [
                     *             "https://oja.example.com/uploads/example.webp"
                     *           ]
                     *         },
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor",
                     *           "contact_phone": "+2348031234567"
                     *         },
                     *         "available_actions": [
                     *           "text"
                     *         ],
                     *         "cancellation_refund": {
                     *           "amount": "text",
                     *           "percent": 50
                     *         },
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "cancelled_by": "admin",
                     *         "cancel_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "approved_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_in_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_out_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Booking status updated successfully */
                        message: string;
                        data: components["schemas"]["AdminBooking"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AdminConversationsController_thread: {
        parameters: {
            query?: {
                /** @description Only messages older than this message id (the previous page) */
                before?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                kind: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "body": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "sender": {
                     *             "id": 7,
                     *             "name": "Amaka Okafor"
                     *           },
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "read_at": "2026-11-20T09:30:00.000Z",
                     *           "photos": [
                     *             {
                     *               "id": 7,
                     *               "content_type": "text",
                     *               "size": 1,
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ],
                     *           "masked": true,
                     *           "erased": true
                     *         }
                     *       ],
                     *       "meta": {
                     *         "has_more": true,
                     *         "subject": {
                     *           "kind": "text",
                     *           "id": 7
                     *         },
                     *         "label": "text",
                     *         "masking": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["MessageView"][];
                        meta: {
                            has_more: boolean;
                            subject: components["schemas"]["SubjectRef"];
                            label: string;
                            masking: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AdminController_dashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "verification_rate": 1,
                     *         "recent_activity": [
                     *           {
                     *             "id": 7,
                     *             "action": "text",
                     *             "summary": "text",
                     *             "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *             "subject_type": "text",
                     *             "subject_id": 7,
                     *             "details": {
                     *               "key": {}
                     *             },
                     *             "actor": {
                     *               "type": "admin",
                     *               "id": 7,
                     *               "name": "Amaka Okafor",
                     *               "email": "amaka.okafor@example.com"
                     *             },
                     *             "created_at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "total_vendors": 25000,
                     *         "pending_kyc": 1,
                     *         "approved_vendors": 1,
                     *         "rejected_vendors": 1,
                     *         "total_users": 25000,
                     *         "active_vendors": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            verification_rate: number;
                            recent_activity: components["schemas"]["Audit"][];
                            total_vendors: number;
                            pending_kyc: number;
                            approved_vendors: number;
                            rejected_vendors: number;
                            total_users: number;
                            active_vendors: number;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    DisputesController_list: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "order_id": 7,
                     *           "subject_kind": "text",
                     *           "subject_label": "text",
                     *           "timeline": [
                     *             {
                     *               "event": "text",
                     *               "label": "text",
                     *               "at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ],
                     *           "user": {
                     *             "name": "Amaka Okafor",
                     *             "email": "amaka.okafor@example.com",
                     *             "phone": "+2348031234567"
                     *           },
                     *           "vendor": {
                     *             "business_name": "Amaka Okafor"
                     *           },
                     *           "order": {
                     *             "max_refund_amount": 25000,
                     *             "user": {
                     *               "name": "Amaka Okafor",
                     *               "phone": "+2348031234567"
                     *             },
                     *             "id": 7,
                     *             "status": "accepted",
                     *             "payment_status": "paid",
                     *             "escrow_status": "disputed",
                     *             "total_amount": 25000,
                     *             "deadline": "text",
                     *             "requirements": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *             "service_address": "Lekki Phase 1, Lagos",
                     *             "address_to_be_agreed": true,
                     *             "preferred_time": "afternoon",
                     *             "vendor_response": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *             "cancelled_by": "admin",
                     *             "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *             "created_at": "2026-11-20T09:30:00.000Z",
                     *             "updated_at": "2026-11-20T09:30:00.000Z",
                     *             "accepted_at": "2026-11-20T09:30:00.000Z",
                     *             "paid_at": "2026-11-20T09:30:00.000Z",
                     *             "started_at": "2026-11-20T09:30:00.000Z",
                     *             "completed_at": "2026-11-20T09:30:00.000Z",
                     *             "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *             "released_at": "2026-11-20T09:30:00.000Z",
                     *             "refunded_at": "2026-11-20T09:30:00.000Z",
                     *             "dispute_until": "2026-11-20T09:30:00.000Z",
                     *             "auto_release_at": "2026-11-20T09:30:00.000Z",
                     *             "service_pricing": {
                     *               "id": 7,
                     *               "title": "Kitchen sink repair"
                     *             },
                     *             "service_vendor": {
                     *               "id": 7,
                     *               "service_name": "Amaka Okafor",
                     *               "location": "Lekki Phase 1, Lagos",
                     *               "phone": "+2348031234567",
                     *               "vendor": {
                     *                 "business_name": "Amaka Okafor",
                     *                 "user": {
                     *                   "phone": "+2348031234567"
                     *                 }
                     *               }
                     *             },
                     *             "dispute": {
                     *               "id": 7,
                     *               "status": "open",
                     *               "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *               "vendor_statement": "text",
                     *               "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *               "resolution": "refund",
                     *               "refund_amount": 25000,
                     *               "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "resolved_at": "2026-11-20T09:30:00.000Z",
                     *               "photos": [
                     *                 {
                     *                   "id": 7,
                     *                   "purpose": "dispute",
                     *                   "content_type": "text",
                     *                   "size": 1,
                     *                   "uploaded_by": "customer",
                     *                   "created_at": "2026-11-20T09:30:00.000Z",
                     *                   "url": "https://oja.example.com/uploads/example.webp",
                     *                   "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *                 }
                     *               ]
                     *             },
                     *             "available_actions": [
                     *               "ACCEPT"
                     *             ]
                     *           },
                     *           "id": 7,
                     *           "status": "open",
                     *           "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "vendor_statement": "text",
                     *           "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *           "resolution": "refund",
                     *           "refund_amount": 25000,
                     *           "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "resolved_at": "2026-11-20T09:30:00.000Z",
                     *           "photos": [
                     *             {
                     *               "id": 7,
                     *               "purpose": "dispute",
                     *               "content_type": "text",
                     *               "size": 1,
                     *               "uploaded_by": "customer",
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            order_id: number;
                            subject_kind: string;
                            subject_label: string;
                            timeline: {
                                event: string;
                                label: string;
                                /** Format: date-time */
                                at: string;
                            }[];
                            user: {
                                name: string;
                                email: string;
                                phone: string;
                            } | null;
                            vendor: {
                                business_name: string | null;
                            };
                            order: (components["schemas"]["AdminServiceOrder"] | {
                                id: number;
                                status: string;
                                check_in_date: string;
                                check_out_date: string;
                                total: number;
                            } | {
                                id: number;
                                status: string;
                                service_type: string;
                                location: string;
                                fee: number;
                            } | {
                                id: number;
                                status: string;
                                total_amount: number;
                                items: string;
                            }) | null;
                            id: number;
                            /** @enum {string} */
                            status: "open" | "resolved";
                            reason: string;
                            vendor_statement: string | null;
                            /** Format: date-time */
                            vendor_responded_at: string | null;
                            /** @enum {string|null} */
                            resolution: "refund" | "release" | null;
                            refund_amount: number | null;
                            note: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            resolved_at: string | null;
                            photos: components["schemas"]["AttachmentView"][];
                        }[];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    DisputesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "order_id": 7,
                     *         "subject_kind": "text",
                     *         "subject_label": "text",
                     *         "timeline": [
                     *           {
                     *             "event": "text",
                     *             "label": "text",
                     *             "at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "user": {
                     *           "name": "Amaka Okafor",
                     *           "email": "amaka.okafor@example.com",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor"
                     *         },
                     *         "order": {
                     *           "max_refund_amount": 25000,
                     *           "user": {
                     *             "name": "Amaka Okafor",
                     *             "phone": "+2348031234567"
                     *           },
                     *           "id": 7,
                     *           "status": "accepted",
                     *           "payment_status": "paid",
                     *           "escrow_status": "disputed",
                     *           "total_amount": 25000,
                     *           "deadline": "text",
                     *           "requirements": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "service_address": "Lekki Phase 1, Lagos",
                     *           "address_to_be_agreed": true,
                     *           "preferred_time": "afternoon",
                     *           "vendor_response": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "cancelled_by": "admin",
                     *           "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "updated_at": "2026-11-20T09:30:00.000Z",
                     *           "accepted_at": "2026-11-20T09:30:00.000Z",
                     *           "paid_at": "2026-11-20T09:30:00.000Z",
                     *           "started_at": "2026-11-20T09:30:00.000Z",
                     *           "completed_at": "2026-11-20T09:30:00.000Z",
                     *           "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *           "released_at": "2026-11-20T09:30:00.000Z",
                     *           "refunded_at": "2026-11-20T09:30:00.000Z",
                     *           "dispute_until": "2026-11-20T09:30:00.000Z",
                     *           "auto_release_at": "2026-11-20T09:30:00.000Z",
                     *           "service_pricing": {
                     *             "id": 7,
                     *             "title": "Kitchen sink repair"
                     *           },
                     *           "service_vendor": {
                     *             "id": 7,
                     *             "service_name": "Amaka Okafor",
                     *             "location": "Lekki Phase 1, Lagos",
                     *             "phone": "+2348031234567",
                     *             "vendor": {
                     *               "business_name": "Amaka Okafor",
                     *               "user": {
                     *                 "phone": "+2348031234567"
                     *               }
                     *             }
                     *           },
                     *           "dispute": {
                     *             "id": 7,
                     *             "status": "open",
                     *             "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *             "vendor_statement": "text",
                     *             "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *             "resolution": "refund",
                     *             "refund_amount": 25000,
                     *             "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *             "created_at": "2026-11-20T09:30:00.000Z",
                     *             "resolved_at": "2026-11-20T09:30:00.000Z",
                     *             "photos": [
                     *               {
                     *                 "id": 7,
                     *                 "purpose": "dispute",
                     *                 "content_type": "text",
                     *                 "size": 1,
                     *                 "uploaded_by": "customer",
                     *                 "created_at": "2026-11-20T09:30:00.000Z",
                     *                 "url": "https://oja.example.com/uploads/example.webp",
                     *                 "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *               }
                     *             ]
                     *           },
                     *           "available_actions": [
                     *             "ACCEPT"
                     *           ]
                     *         },
                     *         "id": 7,
                     *         "status": "open",
                     *         "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "vendor_statement": "text",
                     *         "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *         "resolution": "refund",
                     *         "refund_amount": 25000,
                     *         "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "resolved_at": "2026-11-20T09:30:00.000Z",
                     *         "photos": [
                     *           {
                     *             "id": 7,
                     *             "purpose": "dispute",
                     *             "content_type": "text",
                     *             "size": 1,
                     *             "uploaded_by": "customer",
                     *             "created_at": "2026-11-20T09:30:00.000Z",
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            order_id: number;
                            subject_kind: string;
                            subject_label: string;
                            timeline: {
                                event: string;
                                label: string;
                                /** Format: date-time */
                                at: string;
                            }[];
                            user: {
                                name: string;
                                email: string;
                                phone: string;
                            } | null;
                            vendor: {
                                business_name: string | null;
                            };
                            order: (components["schemas"]["AdminServiceOrder"] | {
                                id: number;
                                status: string;
                                check_in_date: string;
                                check_out_date: string;
                                total: number;
                            } | {
                                id: number;
                                status: string;
                                service_type: string;
                                location: string;
                                fee: number;
                            } | {
                                id: number;
                                status: string;
                                total_amount: number;
                                items: string;
                            }) | null;
                            id: number;
                            /** @enum {string} */
                            status: "open" | "resolved";
                            reason: string;
                            vendor_statement: string | null;
                            /** Format: date-time */
                            vendor_responded_at: string | null;
                            /** @enum {string|null} */
                            resolution: "refund" | "release" | null;
                            refund_amount: number | null;
                            note: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            resolved_at: string | null;
                            photos: components["schemas"]["AttachmentView"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    DisputesController_resolve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResolveDisputeDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Payment released to vendor successfully!",
                     *       "data": {
                     *         "order_id": 7,
                     *         "subject_kind": "text",
                     *         "subject_label": "text",
                     *         "timeline": [
                     *           {
                     *             "event": "text",
                     *             "label": "text",
                     *             "at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "user": {
                     *           "name": "Amaka Okafor",
                     *           "email": "amaka.okafor@example.com",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor"
                     *         },
                     *         "order": {
                     *           "max_refund_amount": 25000,
                     *           "user": {
                     *             "name": "Amaka Okafor",
                     *             "phone": "+2348031234567"
                     *           },
                     *           "id": 7,
                     *           "status": "accepted",
                     *           "payment_status": "paid",
                     *           "escrow_status": "disputed",
                     *           "total_amount": 25000,
                     *           "deadline": "text",
                     *           "requirements": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "service_address": "Lekki Phase 1, Lagos",
                     *           "address_to_be_agreed": true,
                     *           "preferred_time": "afternoon",
                     *           "vendor_response": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "cancelled_by": "admin",
                     *           "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "updated_at": "2026-11-20T09:30:00.000Z",
                     *           "accepted_at": "2026-11-20T09:30:00.000Z",
                     *           "paid_at": "2026-11-20T09:30:00.000Z",
                     *           "started_at": "2026-11-20T09:30:00.000Z",
                     *           "completed_at": "2026-11-20T09:30:00.000Z",
                     *           "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *           "released_at": "2026-11-20T09:30:00.000Z",
                     *           "refunded_at": "2026-11-20T09:30:00.000Z",
                     *           "dispute_until": "2026-11-20T09:30:00.000Z",
                     *           "auto_release_at": "2026-11-20T09:30:00.000Z",
                     *           "service_pricing": {
                     *             "id": 7,
                     *             "title": "Kitchen sink repair"
                     *           },
                     *           "service_vendor": {
                     *             "id": 7,
                     *             "service_name": "Amaka Okafor",
                     *             "location": "Lekki Phase 1, Lagos",
                     *             "phone": "+2348031234567",
                     *             "vendor": {
                     *               "business_name": "Amaka Okafor",
                     *               "user": {
                     *                 "phone": "+2348031234567"
                     *               }
                     *             }
                     *           },
                     *           "dispute": {
                     *             "id": 7,
                     *             "status": "open",
                     *             "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *             "vendor_statement": "text",
                     *             "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *             "resolution": "refund",
                     *             "refund_amount": 25000,
                     *             "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *             "created_at": "2026-11-20T09:30:00.000Z",
                     *             "resolved_at": "2026-11-20T09:30:00.000Z",
                     *             "photos": [
                     *               {
                     *                 "id": 7,
                     *                 "purpose": "dispute",
                     *                 "content_type": "text",
                     *                 "size": 1,
                     *                 "uploaded_by": "customer",
                     *                 "created_at": "2026-11-20T09:30:00.000Z",
                     *                 "url": "https://oja.example.com/uploads/example.webp",
                     *                 "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *               }
                     *             ]
                     *           },
                     *           "available_actions": [
                     *             "ACCEPT"
                     *           ]
                     *         },
                     *         "id": 7,
                     *         "status": "open",
                     *         "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "vendor_statement": "text",
                     *         "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *         "resolution": "refund",
                     *         "refund_amount": 25000,
                     *         "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "resolved_at": "2026-11-20T09:30:00.000Z",
                     *         "photos": [
                     *           {
                     *             "id": 7,
                     *             "purpose": "dispute",
                     *             "content_type": "text",
                     *             "size": 1,
                     *             "uploaded_by": "customer",
                     *             "created_at": "2026-11-20T09:30:00.000Z",
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Payment released to vendor successfully! */
                        message: string;
                        data: {
                            order_id: number;
                            subject_kind: string;
                            subject_label: string;
                            timeline: {
                                event: string;
                                label: string;
                                /** Format: date-time */
                                at: string;
                            }[];
                            user: {
                                name: string;
                                email: string;
                                phone: string;
                            } | null;
                            vendor: {
                                business_name: string | null;
                            };
                            order: (components["schemas"]["AdminServiceOrder"] | {
                                id: number;
                                status: string;
                                check_in_date: string;
                                check_out_date: string;
                                total: number;
                            } | {
                                id: number;
                                status: string;
                                service_type: string;
                                location: string;
                                fee: number;
                            } | {
                                id: number;
                                status: string;
                                total_amount: number;
                                items: string;
                            }) | null;
                            id: number;
                            /** @enum {string} */
                            status: "open" | "resolved";
                            reason: string;
                            vendor_statement: string | null;
                            /** Format: date-time */
                            vendor_responded_at: string | null;
                            /** @enum {string|null} */
                            resolution: "refund" | "release" | null;
                            refund_amount: number | null;
                            note: string | null;
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            resolved_at: string | null;
                            photos: components["schemas"]["AttachmentView"][];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ComplianceController_adminDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    KycController_list: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                status?: "all" | "pending" | "approved" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "status": "approved",
                     *           "document_type": "text",
                     *           "document_url": "https://oja.example.com/uploads/example.webp",
                     *           "document_mime": "text",
                     *           "submitted_at": "2026-11-20T09:30:00.000Z",
                     *           "reviewed_at": "2026-11-20T09:30:00.000Z",
                     *           "rejection_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "user": {
                     *             "id": 7,
                     *             "name": "Amaka Okafor",
                     *             "email": "amaka.okafor@example.com",
                     *             "phone": "+2348031234567",
                     *             "phone_verified_at": "2026-11-20T09:30:00.000Z"
                     *           },
                     *           "vendor": {
                     *             "id": 7,
                     *             "business_name": "Amaka Okafor",
                     *             "category": "food_vendor",
                     *             "vendor_type": "business",
                     *             "verification_status": "pending"
                     *           }
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Kyc"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    KycController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 7,
                     *         "status": "approved",
                     *         "document_type": "text",
                     *         "document_url": "https://oja.example.com/uploads/example.webp",
                     *         "document_mime": "text",
                     *         "submitted_at": "2026-11-20T09:30:00.000Z",
                     *         "reviewed_at": "2026-11-20T09:30:00.000Z",
                     *         "rejection_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "user": {
                     *           "id": 7,
                     *           "name": "Amaka Okafor",
                     *           "email": "amaka.okafor@example.com",
                     *           "phone": "+2348031234567",
                     *           "phone_verified_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "vendor": {
                     *           "id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "category": "food_vendor",
                     *           "vendor_type": "business",
                     *           "verification_status": "pending"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Kyc"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    KycController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "KYC verification approved successfully",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "approved",
                     *         "document_type": "text",
                     *         "document_url": "https://oja.example.com/uploads/example.webp",
                     *         "document_mime": "text",
                     *         "submitted_at": "2026-11-20T09:30:00.000Z",
                     *         "reviewed_at": "2026-11-20T09:30:00.000Z",
                     *         "rejection_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "user": {
                     *           "id": 7,
                     *           "name": "Amaka Okafor",
                     *           "email": "amaka.okafor@example.com",
                     *           "phone": "+2348031234567",
                     *           "phone_verified_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "vendor": {
                     *           "id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "category": "food_vendor",
                     *           "vendor_type": "business",
                     *           "verification_status": "pending"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example KYC verification approved successfully */
                        message: string;
                        data: components["schemas"]["Kyc"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    KycController_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "KYC verification rejected",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "approved",
                     *         "document_type": "text",
                     *         "document_url": "https://oja.example.com/uploads/example.webp",
                     *         "document_mime": "text",
                     *         "submitted_at": "2026-11-20T09:30:00.000Z",
                     *         "reviewed_at": "2026-11-20T09:30:00.000Z",
                     *         "rejection_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "user": {
                     *           "id": 7,
                     *           "name": "Amaka Okafor",
                     *           "email": "amaka.okafor@example.com",
                     *           "phone": "+2348031234567",
                     *           "phone_verified_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "vendor": {
                     *           "id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "category": "food_vendor",
                     *           "vendor_type": "business",
                     *           "verification_status": "pending"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example KYC verification rejected */
                        message: string;
                        data: components["schemas"]["Kyc"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AdminApartmentsController_listingsList: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "updated_at": "2026-11-20T09:30:00.000Z",
                     *           "bookings_count": 2,
                     *           "id": 7,
                     *           "vendor_id": 7,
                     *           "title": "Kitchen sink repair",
                     *           "type": "hostel",
                     *           "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "price_per_night": "text",
                     *           "images": [
                     *             "https://oja.example.com/uploads/example.webp"
                     *           ],
                     *           "photos": [
                     *             {
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "srcset": "text",
                     *               "width": 1,
                     *               "height": 1
                     *             }
                     *           ],
                     *           "is_verified": 1,
                     *           "status": "active",
                     *           "max_guests": 2,
                     *           "bedrooms": 1,
                     *           "bathrooms": 1,
                     *           "amenities": [
                     *             "text"
                     *           ],
                     *           "rating": "text",
                     *           "reviews_count": 2,
                     *           "booking_limits": {
                     *             "max_nights": 2,
                     *             "max_days_ahead": 1
                     *           },
                     *           "vendor": {
                     *             "business_name": "Amaka Okafor"
                     *           }
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Listing"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AdminApartmentsController_verify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyListingDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Listing verified.",
                     *       "data": {
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "bookings_count": 2,
                     *         "id": 7,
                     *         "vendor_id": 7,
                     *         "title": "Kitchen sink repair",
                     *         "type": "hostel",
                     *         "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "location": "Lekki Phase 1, Lagos",
                     *         "price_per_night": "text",
                     *         "images": [
                     *           "https://oja.example.com/uploads/example.webp"
                     *         ],
                     *         "photos": [
                     *           {
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "srcset": "text",
                     *             "width": 1,
                     *             "height": 1
                     *           }
                     *         ],
                     *         "is_verified": 1,
                     *         "status": "active",
                     *         "max_guests": 2,
                     *         "bedrooms": 1,
                     *         "bathrooms": 1,
                     *         "amenities": [
                     *           "text"
                     *         ],
                     *         "rating": "text",
                     *         "reviews_count": 2,
                     *         "booking_limits": {
                     *           "max_nights": 2,
                     *           "max_days_ahead": 1
                     *         },
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Listing verified. */
                        message: string;
                        data: components["schemas"]["Listing"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AdminAuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.signature",
                     *       "admin": {
                     *         "id": 7,
                     *         "name": "Amaka Okafor",
                     *         "email": "amaka.okafor@example.com",
                     *         "role": "text"
                     *       }
                     *     }
                     */
                    "application/json": {
                        token: string;
                        admin: components["schemas"]["Admin"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    AdminAuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Logged out successfully"
                     *     }
                     */
                    "application/json": {
                        /** @example Logged out successfully */
                        message: string;
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    AdminAuthController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "admin": {
                     *         "id": 7,
                     *         "name": "Amaka Okafor",
                     *         "email": "amaka.okafor@example.com",
                     *         "role": "text"
                     *       },
                     *       "id": 7,
                     *       "name": "Amaka Okafor",
                     *       "email": "amaka.okafor@example.com",
                     *       "role": "text"
                     *     }
                     */
                    "application/json": {
                        admin: components["schemas"]["Admin"];
                        id: number;
                        name: string;
                        email: string;
                        role: string;
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    AdminNotificationsController_list: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair",
                     *           "body": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "link": "https://oja.example.com/uploads/example.webp",
                     *           "read_at": "2026-11-20T09:30:00.000Z",
                     *           "created_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "unread": 2,
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            title: string;
                            body: string;
                            link: string | null;
                            /** Format: date-time */
                            read_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        meta: {
                            unread: number;
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AdminNotificationsController_readAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "All notifications marked as read",
                     *       "marked": 2
                     *     }
                     */
                    "application/json": {
                        /** @example All notifications marked as read */
                        message: string;
                        marked: number;
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    AdminNotificationsController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Notification marked as read"
                     *     }
                     */
                    "application/json": {
                        /** @example Notification marked as read */
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    AdminOrdersController_list: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                status?: "pending" | "new" | "preparing" | "ready" | "out_for_delivery" | "processing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled" | "expired" | "disputed" | "refunded";
                kind?: "food_order" | "shop_order";
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "kind": "food_order",
                     *           "profile": "food",
                     *           "status": "cancelled",
                     *           "status_label": "text",
                     *           "payment_status": "paid",
                     *           "escrow_status": "held",
                     *           "vendor": {
                     *             "id": 7,
                     *             "business_name": "Amaka Okafor",
                     *             "phone": "+2348031234567"
                     *           },
                     *           "customer": {
                     *             "id": 7,
                     *             "name": "Amaka Okafor"
                     *           },
                     *           "items": [
                     *             {
                     *               "item_id": 7,
                     *               "name": "Amaka Okafor",
                     *               "price": 25000,
                     *               "quantity": 1,
                     *               "line_total": 25000,
                     *               "image": "https://oja.example.com/uploads/example.webp"
                     *             }
                     *           ],
                     *           "subtotal": 25000,
                     *           "delivery_fee": 25000,
                     *           "total_amount": 25000,
                     *           "delivery_address": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567",
                     *           "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "lat": 1,
                     *           "lng": 1,
                     *           "handover_photo": {
                     *             "id": 7,
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *           },
                     *           "delivery_photo": {
                     *             "id": 7,
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *           },
                     *           "shipped_by": "courier",
                     *           "delivered_by": "courier",
                     *           "placed_at": "2026-11-20T09:30:00.000Z",
                     *           "paid_at": "2026-11-20T09:30:00.000Z",
                     *           "accepted_at": "2026-11-20T09:30:00.000Z",
                     *           "ready_at": "2026-11-20T09:30:00.000Z",
                     *           "shipped_at": "2026-11-20T09:30:00.000Z",
                     *           "delivered_at": "2026-11-20T09:30:00.000Z",
                     *           "completed_at": "2026-11-20T09:30:00.000Z",
                     *           "declined_at": "2026-11-20T09:30:00.000Z",
                     *           "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *           "expired_at": "2026-11-20T09:30:00.000Z",
                     *           "refunded_at": "2026-11-20T09:30:00.000Z",
                     *           "disputed_at": "2026-11-20T09:30:00.000Z",
                     *           "pay_by": "2026-11-20T09:30:00.000Z",
                     *           "accept_by": "2026-11-20T09:30:00.000Z",
                     *           "ship_by": "2026-11-20T09:30:00.000Z",
                     *           "release_at": "2026-11-20T09:30:00.000Z",
                     *           "problem_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "dispute": {},
                     *           "timeline": [
                     *             {
                     *               "key": "text",
                     *               "label": "text",
                     *               "at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ],
                     *           "actions": [
                     *             "text"
                     *           ],
                     *           "created_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "food_order" | "shop_order";
                            /** @enum {string} */
                            profile: "food" | "product";
                            /** @enum {string} */
                            status: "cancelled" | "completed" | "declined" | "delivered" | "disputed" | "expired" | "new" | "out_for_delivery" | "pending" | "preparing" | "processing" | "ready" | "refunded" | "shipped";
                            status_label: string;
                            /** @enum {string} */
                            payment_status: "paid" | "pending" | "refunded";
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            vendor: {
                                id: number;
                                business_name: string;
                                phone: string | null;
                            };
                            customer: {
                                id: number;
                                name: string;
                            };
                            items: {
                                item_id: number;
                                name: string;
                                price: number;
                                quantity: number;
                                line_total: number;
                                image: string | null;
                            }[];
                            subtotal: number;
                            delivery_fee: number;
                            total_amount: number;
                            delivery_address: string;
                            phone: string;
                            notes: string;
                            lat: number | null;
                            lng: number | null;
                            handover_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            delivery_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            /** @enum {string|null} */
                            shipped_by: "courier" | "vendor" | null;
                            /** @enum {string|null} */
                            delivered_by: "courier" | "vendor" | null;
                            /** Format: date-time */
                            placed_at: string | null;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            accepted_at: string | null;
                            /** Format: date-time */
                            ready_at: string | null;
                            /** Format: date-time */
                            shipped_at: string | null;
                            /** Format: date-time */
                            delivered_at: string | null;
                            /** Format: date-time */
                            completed_at: string | null;
                            /** Format: date-time */
                            declined_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                            /** Format: date-time */
                            expired_at: string | null;
                            /** Format: date-time */
                            refunded_at: string | null;
                            /** Format: date-time */
                            disputed_at: string | null;
                            /** Format: date-time */
                            pay_by: string | null;
                            /** Format: date-time */
                            accept_by: string | null;
                            /** Format: date-time */
                            ship_by: string | null;
                            /** Format: date-time */
                            release_at: string | null;
                            problem_reason: string | null;
                            dispute: Record<string, never> | null;
                            timeline: {
                                key: string;
                                label: string;
                                /** Format: date-time */
                                at: string | null;
                            }[];
                            actions: string[];
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AdminOrdersController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 7,
                     *         "kind": "food_order",
                     *         "profile": "food",
                     *         "status": "cancelled",
                     *         "status_label": "text",
                     *         "payment_status": "paid",
                     *         "escrow_status": "held",
                     *         "vendor": {
                     *           "id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "items": [
                     *           {
                     *             "item_id": 7,
                     *             "name": "Amaka Okafor",
                     *             "price": 25000,
                     *             "quantity": 1,
                     *             "line_total": 25000,
                     *             "image": "https://oja.example.com/uploads/example.webp"
                     *           }
                     *         ],
                     *         "subtotal": 25000,
                     *         "delivery_fee": 25000,
                     *         "total_amount": 25000,
                     *         "delivery_address": "Lekki Phase 1, Lagos",
                     *         "phone": "+2348031234567",
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "lat": 1,
                     *         "lng": 1,
                     *         "handover_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "delivery_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "shipped_by": "courier",
                     *         "delivered_by": "courier",
                     *         "placed_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "ready_at": "2026-11-20T09:30:00.000Z",
                     *         "shipped_at": "2026-11-20T09:30:00.000Z",
                     *         "delivered_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "expired_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z",
                     *         "pay_by": "2026-11-20T09:30:00.000Z",
                     *         "accept_by": "2026-11-20T09:30:00.000Z",
                     *         "ship_by": "2026-11-20T09:30:00.000Z",
                     *         "release_at": "2026-11-20T09:30:00.000Z",
                     *         "problem_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "dispute": {},
                     *         "timeline": [
                     *           {
                     *             "key": "text",
                     *             "label": "text",
                     *             "at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "actions": [
                     *           "text"
                     *         ],
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "food_order" | "shop_order";
                            /** @enum {string} */
                            profile: "food" | "product";
                            /** @enum {string} */
                            status: "cancelled" | "completed" | "declined" | "delivered" | "disputed" | "expired" | "new" | "out_for_delivery" | "pending" | "preparing" | "processing" | "ready" | "refunded" | "shipped";
                            status_label: string;
                            /** @enum {string} */
                            payment_status: "paid" | "pending" | "refunded";
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            vendor: {
                                id: number;
                                business_name: string;
                                phone: string | null;
                            };
                            customer: {
                                id: number;
                                name: string;
                            };
                            items: {
                                item_id: number;
                                name: string;
                                price: number;
                                quantity: number;
                                line_total: number;
                                image: string | null;
                            }[];
                            subtotal: number;
                            delivery_fee: number;
                            total_amount: number;
                            delivery_address: string;
                            phone: string;
                            notes: string;
                            lat: number | null;
                            lng: number | null;
                            handover_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            delivery_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            /** @enum {string|null} */
                            shipped_by: "courier" | "vendor" | null;
                            /** @enum {string|null} */
                            delivered_by: "courier" | "vendor" | null;
                            /** Format: date-time */
                            placed_at: string | null;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            accepted_at: string | null;
                            /** Format: date-time */
                            ready_at: string | null;
                            /** Format: date-time */
                            shipped_at: string | null;
                            /** Format: date-time */
                            delivered_at: string | null;
                            /** Format: date-time */
                            completed_at: string | null;
                            /** Format: date-time */
                            declined_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                            /** Format: date-time */
                            expired_at: string | null;
                            /** Format: date-time */
                            refunded_at: string | null;
                            /** Format: date-time */
                            disputed_at: string | null;
                            /** Format: date-time */
                            pay_by: string | null;
                            /** Format: date-time */
                            accept_by: string | null;
                            /** Format: date-time */
                            ship_by: string | null;
                            /** Format: date-time */
                            release_at: string | null;
                            problem_reason: string | null;
                            dispute: Record<string, never> | null;
                            timeline: {
                                key: string;
                                label: string;
                                /** Format: date-time */
                                at: string | null;
                            }[];
                            actions: string[];
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    AdminAuthController_changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Saved successfully.",
                     *       "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.signature"
                     *     }
                     */
                    "application/json": {
                        message: string;
                        token: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    AdminController_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAdminProfileDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Profile updated successfully!",
                     *       "admin": {
                     *         "id": 7,
                     *         "name": "Amaka Okafor",
                     *         "email": "amaka.okafor@example.com",
                     *         "role": "text"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Profile updated successfully! */
                        message: string;
                        admin: components["schemas"]["Admin"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    QueueBoardController_link: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "url": "https://oja.example.com/uploads/example.webp",
                     *         "expires_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            url: string;
                            expires_at: string;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    SettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "maintenanceMode": true,
                     *         "allowNewRegistrations": true,
                     *         "requireEmailVerification": true,
                     *         "autoApproveVendors": true,
                     *         "emailNotifications": true,
                     *         "kycAlerts": true,
                     *         "systemAlerts": true,
                     *         "weeklyReports": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            maintenanceMode: boolean;
                            allowNewRegistrations: boolean;
                            requireEmailVerification: boolean;
                            autoApproveVendors: boolean;
                            emailNotifications: boolean;
                            kycAlerts: boolean;
                            systemAlerts: boolean;
                            weeklyReports: boolean;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    SettingsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSettingsDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Settings updated successfully!",
                     *       "data": {
                     *         "maintenanceMode": true,
                     *         "allowNewRegistrations": true,
                     *         "requireEmailVerification": true,
                     *         "autoApproveVendors": true,
                     *         "emailNotifications": true,
                     *         "kycAlerts": true,
                     *         "systemAlerts": true,
                     *         "weeklyReports": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Settings updated successfully! */
                        message: string;
                        data: {
                            maintenanceMode: boolean;
                            allowNewRegistrations: boolean;
                            requireEmailVerification: boolean;
                            autoApproveVendors: boolean;
                            emailNotifications: boolean;
                            kycAlerts: boolean;
                            systemAlerts: boolean;
                            weeklyReports: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AdminSupportController_list: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                status?: "open" | "answered" | "all";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "name": "Amaka Okafor",
                     *           "email": "amaka.okafor@example.com",
                     *           "subject": "text",
                     *           "message": "Saved successfully.",
                     *           "status": "answered",
                     *           "user_id": 7,
                     *           "reply": "text",
                     *           "replied_at": "2026-11-20T09:30:00.000Z",
                     *           "replied_by_admin_id": 7,
                     *           "created_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["SupportMessage"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AdminSupportController_reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplySupportMessageDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Reply sent.",
                     *       "data": {
                     *         "id": 7,
                     *         "name": "Amaka Okafor",
                     *         "email": "amaka.okafor@example.com",
                     *         "subject": "text",
                     *         "message": "Saved successfully.",
                     *         "status": "answered",
                     *         "user_id": 7,
                     *         "reply": "text",
                     *         "replied_at": "2026-11-20T09:30:00.000Z",
                     *         "replied_by_admin_id": 7,
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Reply sent. */
                        message: string;
                        data: components["schemas"]["SupportMessage"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AdminController_users: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                /** @description Name, e-mail or phone contains (case-insensitive) */
                search?: string;
                user_type?: "all" | "user" | "vendor";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "name": "Amaka Okafor",
                     *           "email": "amaka.okafor@example.com",
                     *           "phone": "+2348031234567",
                     *           "user_type": "user",
                     *           "profile_image": "https://oja.example.com/uploads/example.webp",
                     *           "email_verified_at": "2026-11-20T09:30:00.000Z",
                     *           "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "vendor": {
                     *             "id": 7,
                     *             "business_name": "Amaka Okafor",
                     *             "category": "food_vendor",
                     *             "verification_status": "pending",
                     *             "is_verified": true,
                     *             "display_status": "Live"
                     *           }
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AdminUser"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AdminController_vendors: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                /** @description Business name, user name or e-mail contains (case-insensitive) */
                search?: string;
                /** @description all, mechanic, rider, product, service-apartment, service, food (any spelling) */
                category?: string;
                status?: "all" | "verified" | "pending" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "user_id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "vendor_type": "business",
                     *           "category": "food_vendor",
                     *           "is_verified": true,
                     *           "verification_status": "pending",
                     *           "display_status": "Live",
                     *           "is_live": true,
                     *           "rejection_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "verified_at": "2026-11-20T09:30:00.000Z",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "user": {
                     *             "id": 7,
                     *             "name": "Amaka Okafor",
                     *             "email": "amaka.okafor@example.com",
                     *             "phone": "+2348031234567",
                     *             "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *             "email_verified_at": "2026-11-20T09:30:00.000Z"
                     *           },
                     *           "kyc": {
                     *             "id": 7,
                     *             "status": "approved",
                     *             "document_type": "text",
                     *             "submitted_at": "2026-11-20T09:30:00.000Z",
                     *             "reviewed_at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AdminVendor"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AdminController_vendor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "details": {
                     *           "key": {}
                     *         },
                     *         "id": 7,
                     *         "user_id": 7,
                     *         "business_name": "Amaka Okafor",
                     *         "vendor_type": "business",
                     *         "category": "food_vendor",
                     *         "is_verified": true,
                     *         "verification_status": "pending",
                     *         "display_status": "Live",
                     *         "is_live": true,
                     *         "rejection_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "verified_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "user": {
                     *           "id": 7,
                     *           "name": "Amaka Okafor",
                     *           "email": "amaka.okafor@example.com",
                     *           "phone": "+2348031234567",
                     *           "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *           "email_verified_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "kyc": {
                     *           "id": 7,
                     *           "status": "approved",
                     *           "document_type": "text",
                     *           "submitted_at": "2026-11-20T09:30:00.000Z",
                     *           "reviewed_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            details: {
                                [key: string]: unknown;
                            } | null;
                            id: number;
                            user_id: number;
                            business_name: string;
                            /** @enum {string} */
                            vendor_type: "business" | "individual";
                            /** @enum {string} */
                            category: "food_vendor" | "mechanic" | "product_vendor" | "rider" | "service_apartment" | "service_vendor";
                            is_verified: boolean;
                            /** @enum {string} */
                            verification_status: "pending" | "rejected" | "verified";
                            /** @enum {string} */
                            display_status: "Live" | "Pending" | "Rejected" | "Unknown";
                            is_live: boolean;
                            rejection_reason: string | null;
                            /** Format: date-time */
                            verified_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            user: {
                                id: number;
                                name: string;
                                email: string;
                                phone: string;
                                /** Format: date-time */
                                phone_verified_at: string | null;
                                /** Format: date-time */
                                email_verified_at: string | null;
                            };
                            kyc: {
                                id: number;
                                /** @enum {string} */
                                status: "approved" | "pending" | "rejected";
                                document_type: string;
                                /** Format: date-time */
                                submitted_at: string;
                                /** Format: date-time */
                                reviewed_at: string | null;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    AdminController_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Vendor rejected",
                     *       "data": {
                     *         "details": {
                     *           "key": {}
                     *         },
                     *         "id": 7,
                     *         "user_id": 7,
                     *         "business_name": "Amaka Okafor",
                     *         "vendor_type": "business",
                     *         "category": "food_vendor",
                     *         "is_verified": true,
                     *         "verification_status": "pending",
                     *         "display_status": "Live",
                     *         "is_live": true,
                     *         "rejection_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "verified_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "user": {
                     *           "id": 7,
                     *           "name": "Amaka Okafor",
                     *           "email": "amaka.okafor@example.com",
                     *           "phone": "+2348031234567",
                     *           "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *           "email_verified_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "kyc": {
                     *           "id": 7,
                     *           "status": "approved",
                     *           "document_type": "text",
                     *           "submitted_at": "2026-11-20T09:30:00.000Z",
                     *           "reviewed_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Vendor rejected */
                        message: string;
                        data: {
                            details: {
                                [key: string]: unknown;
                            } | null;
                            id: number;
                            user_id: number;
                            business_name: string;
                            /** @enum {string} */
                            vendor_type: "business" | "individual";
                            /** @enum {string} */
                            category: "food_vendor" | "mechanic" | "product_vendor" | "rider" | "service_apartment" | "service_vendor";
                            is_verified: boolean;
                            /** @enum {string} */
                            verification_status: "pending" | "rejected" | "verified";
                            /** @enum {string} */
                            display_status: "Live" | "Pending" | "Rejected" | "Unknown";
                            is_live: boolean;
                            rejection_reason: string | null;
                            /** Format: date-time */
                            verified_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            user: {
                                id: number;
                                name: string;
                                email: string;
                                phone: string;
                                /** Format: date-time */
                                phone_verified_at: string | null;
                                /** Format: date-time */
                                email_verified_at: string | null;
                            };
                            kyc: {
                                id: number;
                                /** @enum {string} */
                                status: "approved" | "pending" | "rejected";
                                document_type: string;
                                /** Format: date-time */
                                submitted_at: string;
                                /** Format: date-time */
                                reviewed_at: string | null;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AdminController_verify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Vendor verified successfully",
                     *       "data": {
                     *         "details": {
                     *           "key": {}
                     *         },
                     *         "id": 7,
                     *         "user_id": 7,
                     *         "business_name": "Amaka Okafor",
                     *         "vendor_type": "business",
                     *         "category": "food_vendor",
                     *         "is_verified": true,
                     *         "verification_status": "pending",
                     *         "display_status": "Live",
                     *         "is_live": true,
                     *         "rejection_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "verified_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "user": {
                     *           "id": 7,
                     *           "name": "Amaka Okafor",
                     *           "email": "amaka.okafor@example.com",
                     *           "phone": "+2348031234567",
                     *           "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *           "email_verified_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "kyc": {
                     *           "id": 7,
                     *           "status": "approved",
                     *           "document_type": "text",
                     *           "submitted_at": "2026-11-20T09:30:00.000Z",
                     *           "reviewed_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Vendor verified successfully */
                        message: string;
                        data: {
                            details: {
                                [key: string]: unknown;
                            } | null;
                            id: number;
                            user_id: number;
                            business_name: string;
                            /** @enum {string} */
                            vendor_type: "business" | "individual";
                            /** @enum {string} */
                            category: "food_vendor" | "mechanic" | "product_vendor" | "rider" | "service_apartment" | "service_vendor";
                            is_verified: boolean;
                            /** @enum {string} */
                            verification_status: "pending" | "rejected" | "verified";
                            /** @enum {string} */
                            display_status: "Live" | "Pending" | "Rejected" | "Unknown";
                            is_live: boolean;
                            rejection_reason: string | null;
                            /** Format: date-time */
                            verified_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            user: {
                                id: number;
                                name: string;
                                email: string;
                                phone: string;
                                /** Format: date-time */
                                phone_verified_at: string | null;
                                /** Format: date-time */
                                email_verified_at: string | null;
                            };
                            kyc: {
                                id: number;
                                /** @enum {string} */
                                status: "approved" | "pending" | "rejected";
                                document_type: string;
                                /** Format: date-time */
                                submitted_at: string;
                                /** Format: date-time */
                                reviewed_at: string | null;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    "ApartmentBookingsController_create[0]": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBookingDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Booking request submitted successfully",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "cancelled"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Booking request submitted successfully */
                        message: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            status: "cancelled" | "checked_in" | "checked_out" | "completed" | "paid" | "pending" | "processing" | "refunded";
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    "ApartmentBookingsController_mine[0]": {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "status": "cancelled",
                     *           "listing_id": 7,
                     *           "total_price": "text",
                     *           "check_in_date": "2026-12-01",
                     *           "check_out_date": "2026-12-01",
                     *           "nights": 2,
                     *           "guests": 2,
                     *           "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "escrow_status": "held",
                     *           "listing": {
                     *             "id": 7,
                     *             "title": "Kitchen sink repair",
                     *             "location": "Lekki Phase 1, Lagos",
                     *             "type": "hostel",
                     *             "images": [
                     *               "https://oja.example.com/uploads/example.webp"
                     *             ]
                     *           },
                     *           "vendor": {
                     *             "business_name": "Amaka Okafor",
                     *             "contact_phone": "+2348031234567"
                     *           },
                     *           "available_actions": [
                     *             "text"
                     *           ],
                     *           "cancellation_refund": {
                     *             "amount": "text",
                     *             "percent": 50
                     *           },
                     *           "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *           "cancelled_by": "admin",
                     *           "cancel_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "updated_at": "2026-11-20T09:30:00.000Z",
                     *           "approved_at": "2026-11-20T09:30:00.000Z",
                     *           "paid_at": "2026-11-20T09:30:00.000Z",
                     *           "checked_in_at": "2026-11-20T09:30:00.000Z",
                     *           "checked_out_at": "2026-11-20T09:30:00.000Z",
                     *           "completed_at": "2026-11-20T09:30:00.000Z",
                     *           "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *           "refunded_at": "2026-11-20T09:30:00.000Z",
                     *           "disputed_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CustomerBooking"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ApartmentsController_list: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                /** @description A state: its id (lagos, akwa-ibom, fct) or name, any case; Abuja means fct */
                state?: "abia" | "adamawa" | "akwa-ibom" | "anambra" | "bauchi" | "bayelsa" | "benue" | "borno" | "cross-river" | "delta" | "ebonyi" | "edo" | "ekiti" | "enugu" | "fct" | "gombe" | "imo" | "jigawa" | "kaduna" | "kano" | "katsina" | "kebbi" | "kogi" | "kwara" | "lagos" | "nasarawa" | "niger" | "ogun" | "ondo" | "osun" | "oyo" | "plateau" | "rivers" | "sokoto" | "taraba" | "yobe" | "zamfara";
                /** @description Text found in the location, e.g. Lekki, Ikeja, Wuse 2 */
                area?: string;
                type?: "hotel" | "hostel" | "shortlet" | "all" | null;
                q?: string | null;
                check_in?: string | null;
                check_out?: string | null;
                guests?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "updated_at": "2026-11-20T09:30:00.000Z",
                     *           "bookings_count": 2,
                     *           "id": 7,
                     *           "vendor_id": 7,
                     *           "title": "Kitchen sink repair",
                     *           "type": "hostel",
                     *           "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "price_per_night": "text",
                     *           "images": [
                     *             "https://oja.example.com/uploads/example.webp"
                     *           ],
                     *           "photos": [
                     *             {
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "srcset": "text",
                     *               "width": 1,
                     *               "height": 1
                     *             }
                     *           ],
                     *           "is_verified": 1,
                     *           "status": "active",
                     *           "max_guests": 2,
                     *           "bedrooms": 1,
                     *           "bathrooms": 1,
                     *           "amenities": [
                     *             "text"
                     *           ],
                     *           "rating": "text",
                     *           "reviews_count": 2,
                     *           "booking_limits": {
                     *             "max_nights": 2,
                     *             "max_days_ahead": 1
                     *           },
                     *           "vendor": {
                     *             "business_name": "Amaka Okafor"
                     *           }
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Listing"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ApartmentsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "bookings_count": 2,
                     *         "id": 7,
                     *         "vendor_id": 7,
                     *         "title": "Kitchen sink repair",
                     *         "type": "hostel",
                     *         "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "location": "Lekki Phase 1, Lagos",
                     *         "price_per_night": "text",
                     *         "images": [
                     *           "https://oja.example.com/uploads/example.webp"
                     *         ],
                     *         "photos": [
                     *           {
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "srcset": "text",
                     *             "width": 1,
                     *             "height": 1
                     *           }
                     *         ],
                     *         "is_verified": 1,
                     *         "status": "active",
                     *         "max_guests": 2,
                     *         "bedrooms": 1,
                     *         "bathrooms": 1,
                     *         "amenities": [
                     *           "text"
                     *         ],
                     *         "rating": "text",
                     *         "reviews_count": 2,
                     *         "booking_limits": {
                     *           "max_nights": 2,
                     *           "max_days_ahead": 1
                     *         },
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Listing"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    ListingReviewsController_listing: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "subject_kind": "text",
                     *           "subject_id": 7,
                     *           "author_role": "customer",
                     *           "author": {
                     *             "name": "Amaka Okafor"
                     *           },
                     *           "rating": 4.5,
                     *           "comment": "text",
                     *           "revealed": true,
                     *           "created_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Review"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AttachmentsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "purpose": "dispute",
                     *           "content_type": "text",
                     *           "size": 1,
                     *           "uploaded_by": "customer",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AttachmentView"][];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    AttachmentsController_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    BookingReadController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 7,
                     *         "status": "cancelled",
                     *         "listing_id": 7,
                     *         "total_price": "text",
                     *         "check_in_date": "2026-12-01",
                     *         "check_out_date": "2026-12-01",
                     *         "nights": 2,
                     *         "guests": 2,
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "escrow_status": "held",
                     *         "listing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "type": "hostel",
                     *           "images": [
                     *             "https://oja.example.com/uploads/example.webp"
                     *           ]
                     *         },
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor",
                     *           "contact_phone": "+2348031234567"
                     *         },
                     *         "available_actions": [
                     *           "text"
                     *         ],
                     *         "cancellation_refund": {
                     *           "amount": "text",
                     *           "percent": 50
                     *         },
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "cancelled_by": "admin",
                     *         "cancel_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "approved_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_in_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_out_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CustomerBooking"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    "BookingActionsController_cancel[0]": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelBookingDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Booking cancelled successfully.",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "cancelled",
                     *         "listing_id": 7,
                     *         "total_price": "text",
                     *         "check_in_date": "2026-12-01",
                     *         "check_out_date": "2026-12-01",
                     *         "nights": 2,
                     *         "guests": 2,
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "escrow_status": "held",
                     *         "listing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "type": "hostel",
                     *           "images": [
                     *             "https://oja.example.com/uploads/example.webp"
                     *           ]
                     *         },
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor",
                     *           "contact_phone": "+2348031234567"
                     *         },
                     *         "available_actions": [
                     *           "text"
                     *         ],
                     *         "cancellation_refund": {
                     *           "amount": "text",
                     *           "percent": 50
                     *         },
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "cancelled_by": "admin",
                     *         "cancel_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "approved_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_in_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_out_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Booking cancelled successfully. */
                        message: string;
                        data: components["schemas"]["CustomerBooking"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    "BookingActionsController_checkIn[0]": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Successfully checked in!",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "cancelled",
                     *         "listing_id": 7,
                     *         "total_price": "text",
                     *         "check_in_date": "2026-12-01",
                     *         "check_out_date": "2026-12-01",
                     *         "nights": 2,
                     *         "guests": 2,
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "escrow_status": "held",
                     *         "listing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "type": "hostel",
                     *           "images": [
                     *             "https://oja.example.com/uploads/example.webp"
                     *           ]
                     *         },
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor",
                     *           "contact_phone": "+2348031234567"
                     *         },
                     *         "available_actions": [
                     *           "text"
                     *         ],
                     *         "cancellation_refund": {
                     *           "amount": "text",
                     *           "percent": 50
                     *         },
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "cancelled_by": "admin",
                     *         "cancel_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "approved_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_in_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_out_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Successfully checked in! */
                        message: string;
                        data: components["schemas"]["CustomerBooking"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    "BookingActionsController_checkOut[0]": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Successfully checked out!",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "cancelled",
                     *         "listing_id": 7,
                     *         "total_price": "text",
                     *         "check_in_date": "2026-12-01",
                     *         "check_out_date": "2026-12-01",
                     *         "nights": 2,
                     *         "guests": 2,
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "escrow_status": "held",
                     *         "listing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "type": "hostel",
                     *           "images": [
                     *             "https://oja.example.com/uploads/example.webp"
                     *           ]
                     *         },
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor",
                     *           "contact_phone": "+2348031234567"
                     *         },
                     *         "available_actions": [
                     *           "text"
                     *         ],
                     *         "cancellation_refund": {
                     *           "amount": "text",
                     *           "percent": 50
                     *         },
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "cancelled_by": "admin",
                     *         "cancel_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "approved_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_in_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_out_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Successfully checked out! */
                        message: string;
                        data: components["schemas"]["CustomerBooking"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    "BookingActionsController_confirmPayment[0]": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmBookingPaymentDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Payment confirmed. Your stay is booked and the money is held in escrow until you check out.",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "cancelled",
                     *         "listing_id": 7,
                     *         "total_price": "text",
                     *         "check_in_date": "2026-12-01",
                     *         "check_out_date": "2026-12-01",
                     *         "nights": 2,
                     *         "guests": 2,
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "escrow_status": "held",
                     *         "listing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "type": "hostel",
                     *           "images": [
                     *             "https://oja.example.com/uploads/example.webp"
                     *           ]
                     *         },
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor",
                     *           "contact_phone": "+2348031234567"
                     *         },
                     *         "available_actions": [
                     *           "text"
                     *         ],
                     *         "cancellation_refund": {
                     *           "amount": "text",
                     *           "percent": 50
                     *         },
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "cancelled_by": "admin",
                     *         "cancel_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "approved_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_in_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_out_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Payment confirmed. Your stay is booked and the money is held in escrow until you check out. */
                        message: string;
                        data: components["schemas"]["CustomerBooking"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    BookingDisputesController_dispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportProblemDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your report has been sent. The payment stays in escrow until an administrator resolves it.",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "cancelled",
                     *         "listing_id": 7,
                     *         "total_price": "text",
                     *         "check_in_date": "2026-12-01",
                     *         "check_out_date": "2026-12-01",
                     *         "nights": 2,
                     *         "guests": 2,
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "escrow_status": "held",
                     *         "listing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "type": "hostel",
                     *           "images": [
                     *             "https://oja.example.com/uploads/example.webp"
                     *           ]
                     *         },
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor",
                     *           "contact_phone": "+2348031234567"
                     *         },
                     *         "available_actions": [
                     *           "text"
                     *         ],
                     *         "cancellation_refund": {
                     *           "amount": "text",
                     *           "percent": 50
                     *         },
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "cancelled_by": "admin",
                     *         "cancel_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "approved_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_in_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_out_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Your report has been sent. The payment stays in escrow until an administrator resolves it. */
                        message: string;
                        data: components["schemas"]["CustomerBooking"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    BookingDisputesController_disputePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Photo added to your report.",
                     *       "data": {
                     *         "id": 7,
                     *         "purpose": "dispute",
                     *         "content_type": "text",
                     *         "size": 1,
                     *         "uploaded_by": "customer",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "url": "https://oja.example.com/uploads/example.webp",
                     *         "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Photo added to your report. */
                        message: string;
                        data: components["schemas"]["AttachmentView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    "BookingActionsController_pay[0]": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayBookingDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "payment_url": "https://oja.example.com/uploads/example.webp",
                     *         "reference": "oja_3f9a2c7e1b8d4a60"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            payment_url: string;
                            reference: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ContactController_send: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessageDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Message sent! We will get back to you shortly.",
                     *       "data": {
                     *         "id": 7
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        message: "Message sent! We will get back to you shortly.";
                        data: {
                            id: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    ConversationsController_list: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "subject": {
                     *             "kind": "text",
                     *             "id": 7
                     *           },
                     *           "label": "text",
                     *           "other_party": {
                     *             "id": 7,
                     *             "name": "Amaka Okafor"
                     *           },
                     *           "other_parties": [
                     *             {
                     *               "id": 7,
                     *               "name": "Amaka Okafor"
                     *             }
                     *           ],
                     *           "last_message": {
                     *             "id": 7,
                     *             "body": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *             "sender": {
                     *               "id": 7,
                     *               "name": "Amaka Okafor"
                     *             },
                     *             "created_at": "2026-11-20T09:30:00.000Z",
                     *             "read_at": "2026-11-20T09:30:00.000Z",
                     *             "photos": [
                     *               {
                     *                 "id": 7,
                     *                 "content_type": "text",
                     *                 "size": 1,
                     *                 "url": "https://oja.example.com/uploads/example.webp",
                     *                 "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *               }
                     *             ],
                     *             "masked": true,
                     *             "erased": true
                     *           },
                     *           "unread": 2,
                     *           "updated_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "unread": 2,
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            subject: {
                                kind: string;
                                id: number;
                            };
                            label: string;
                            other_party: {
                                id: number;
                                name: string;
                            };
                            other_parties: {
                                id: number;
                                name: string;
                            }[];
                            last_message: components["schemas"]["MessageView"] | null;
                            unread: number;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        meta: {
                            unread: number;
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ConversationsController_unread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "kind": "text",
                     *           "id": 7,
                     *           "unread": 2
                     *         }
                     *       ],
                     *       "meta": {
                     *         "unread": 2
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            kind: string;
                            id: number;
                            unread: number;
                        }[];
                        meta: {
                            unread: number;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    ConversationsController_thread: {
        parameters: {
            query?: {
                /** @description Only messages older than this message id (the previous page) */
                before?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                kind: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "body": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "sender": {
                     *             "id": 7,
                     *             "name": "Amaka Okafor"
                     *           },
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "read_at": "2026-11-20T09:30:00.000Z",
                     *           "photos": [
                     *             {
                     *               "id": 7,
                     *               "content_type": "text",
                     *               "size": 1,
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ],
                     *           "masked": true,
                     *           "erased": true
                     *         }
                     *       ],
                     *       "meta": {
                     *         "has_more": true,
                     *         "subject": {
                     *           "kind": "text",
                     *           "id": 7
                     *         },
                     *         "label": "text",
                     *         "masking": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["MessageView"][];
                        meta: {
                            has_more: boolean;
                            subject: components["schemas"]["SubjectRef"];
                            label: string;
                            masking: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ConversationsController_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The text (required unless a photo is sent); contact details are masked before payment */
                    body?: string;
                    /** @description Multipart only: JPEG, PNG or WebP under 5 MB each */
                    photos?: string[];
                };
                "multipart/form-data": {
                    /** @description The text (required unless a photo is sent); contact details are masked before payment */
                    body?: string;
                    /** @description Multipart only: JPEG, PNG or WebP under 5 MB each */
                    photos?: string[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Message sent. Contact details are hidden until this order is paid.",
                     *       "data": {
                     *         "id": 7,
                     *         "body": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "sender": {
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "read_at": "2026-11-20T09:30:00.000Z",
                     *         "photos": [
                     *           {
                     *             "id": 7,
                     *             "content_type": "text",
                     *             "size": 1,
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "masked": true,
                     *         "erased": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Message sent. Contact details are hidden until this order is paid. */
                        message: string;
                        data: components["schemas"]["MessageView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ConversationsController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "up_to_id": 7,
                     *         "read_at": null,
                     *         "marked": 2
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            up_to_id: number;
                            read_at: unknown;
                            marked: number;
                        } | {
                            up_to_id: number;
                            /** Format: date-time */
                            read_at: string;
                            marked: number;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    DataExportFileController_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    DevController_list: {
        parameters: {
            query: {
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "channel": "email",
                     *           "to": "text",
                     *           "subject": "text",
                     *           "body": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "code": "ORDER_NOT_PAYABLE",
                     *           "link": "https://oja.example.com/uploads/example.webp",
                     *           "created_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            channel: "email" | "notification" | "push" | "sms" | "voice";
                            to: string;
                            subject: string | null;
                            body: string;
                            code: string | null;
                            link: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AuthController_resend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your e-mail address is already verified."
                     *     }
                     */
                    "application/json": {
                        /** @example Your e-mail address is already verified. */
                        message: string;
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    AuthController_verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description With `Accept: application/json`: the address is confirmed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Email verified successfully. You can now log in."
                     *     }
                     */
                    "application/json": {
                        /** @example Email verified successfully. You can now log in. */
                        message: string;
                    };
                };
            };
            /** @description Browsers: to /login?verified=1, or /login?verified=invalid for a bad or expired link; to the `redirect_url` given at sign-up instead (an allowed origin), with the same `verified` added */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    FoodController_list: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                q?: string;
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "name": "Amaka Okafor",
                     *           "business_name": "Amaka Okafor",
                     *           "cuisine": "text",
                     *           "address": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567",
                     *           "opening_hours": "text",
                     *           "open_now": true,
                     *           "logo": "text",
                     *           "delivery_fee": 25000,
                     *           "free_delivery_over": 1,
                     *           "categories": [
                     *             "Desserts"
                     *           ],
                     *           "menu": [
                     *             {
                     *               "status": "text",
                     *               "id": 7,
                     *               "vendor_id": 7,
                     *               "name": "Amaka Okafor",
                     *               "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *               "price": 25000,
                     *               "category": "text",
                     *               "image": "https://oja.example.com/uploads/example.webp",
                     *               "images": [
                     *                 {
                     *                   "url": "https://oja.example.com/uploads/example.webp",
                     *                   "srcset": "text",
                     *                   "width": 1,
                     *                   "height": 1
                     *                 }
                     *               ],
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "updated_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "sample": true,
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            business_name: string;
                            cuisine: string | null;
                            address: string | null;
                            phone: string | null;
                            opening_hours: string | null;
                            open_now: boolean;
                            logo: string | null;
                            delivery_fee: number;
                            free_delivery_over: number | null;
                            categories: ("Desserts" | "Drinks" | "Fast Food" | "Local Dishes")[];
                            menu: (components["schemas"]["Item"] | components["schemas"]["Item_ModulesCartOrdersCataloguePresenter"])[];
                        }[];
                        meta: {
                            sample: boolean;
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    FoodController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 7,
                     *         "name": "Amaka Okafor",
                     *         "business_name": "Amaka Okafor",
                     *         "cuisine": "text",
                     *         "address": "Lekki Phase 1, Lagos",
                     *         "phone": "+2348031234567",
                     *         "opening_hours": "text",
                     *         "open_now": true,
                     *         "logo": "text",
                     *         "delivery_fee": 25000,
                     *         "free_delivery_over": 1,
                     *         "categories": [
                     *           "Desserts"
                     *         ],
                     *         "menu": [
                     *           {
                     *             "status": "text",
                     *             "id": 7,
                     *             "vendor_id": 7,
                     *             "name": "Amaka Okafor",
                     *             "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *             "price": 25000,
                     *             "category": "text",
                     *             "image": "https://oja.example.com/uploads/example.webp",
                     *             "images": [
                     *               {
                     *                 "url": "https://oja.example.com/uploads/example.webp",
                     *                 "srcset": "text",
                     *                 "width": 1,
                     *                 "height": 1
                     *               }
                     *             ],
                     *             "created_at": "2026-11-20T09:30:00.000Z",
                     *             "updated_at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            business_name: string;
                            cuisine: string | null;
                            address: string | null;
                            phone: string | null;
                            opening_hours: string | null;
                            open_now: boolean;
                            logo: string | null;
                            delivery_fee: number;
                            free_delivery_over: number | null;
                            categories: ("Desserts" | "Drinks" | "Fast Food" | "Local Dishes")[];
                            menu: (components["schemas"]["Item"] | components["schemas"]["Item_ModulesCartOrdersCataloguePresenter"])[];
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    HealthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Health Check is successful */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "degraded",
                     *       "info": {
                     *         "queues": {
                     *           "status": "up",
                     *           "driver": "bullmq",
                     *           "redis": "REDIS_URL"
                     *         },
                     *         "database": {
                     *           "status": "degraded"
                     *         }
                     *       },
                     *       "error": {
                     *         "queues": {
                     *           "status": "up",
                     *           "driver": "bullmq",
                     *           "redis": "REDIS_URL"
                     *         },
                     *         "database": {
                     *           "status": "degraded"
                     *         }
                     *       },
                     *       "details": {
                     *         "queues": {
                     *           "status": "up",
                     *           "driver": "bullmq",
                     *           "redis": "REDIS_URL"
                     *         },
                     *         "database": {
                     *           "status": "degraded"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /**
                         * @description The overall status of the Health Check
                         * @enum {string}
                         */
                        status: "degraded" | "error" | "ok" | "shutting_down";
                        /**
                         * @description The info object contains information of each health indicator
                         *     which is of status "up" or "degraded"
                         */
                        info?: ({
                            queues?: {
                                /** @enum {string} */
                                status: "up";
                                /** @enum {string} */
                                driver: "bullmq" | "memory";
                                /** @enum {string} */
                                redis: "REDIS_URL" | "local" | "none" | "redis-server";
                            };
                            database?: {
                                /** @enum {string} */
                                status: "degraded" | "down" | "up";
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: {
                                /** @enum {string} */
                                status: "degraded" | "down" | "up";
                            } & {
                                [key: string]: unknown;
                            };
                        }) | ({
                            queues?: {
                                /** @enum {string} */
                                status: "down";
                                /** @enum {string} */
                                driver: "bullmq" | "memory";
                                /** @enum {string} */
                                redis: "REDIS_URL" | "local" | "none" | "redis-server";
                            };
                            database?: {
                                /** @enum {string} */
                                status: "degraded" | "down" | "up";
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: {
                                /** @enum {string} */
                                status: "degraded" | "down" | "up";
                            } & {
                                [key: string]: unknown;
                            };
                        });
                        /**
                         * @description The error object contains information of each health indicator
                         *     which is of status "down"
                         */
                        error?: ({
                            queues?: {
                                /** @enum {string} */
                                status: "up";
                                /** @enum {string} */
                                driver: "bullmq" | "memory";
                                /** @enum {string} */
                                redis: "REDIS_URL" | "local" | "none" | "redis-server";
                            };
                            database?: {
                                /** @enum {string} */
                                status: "degraded" | "down" | "up";
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: {
                                /** @enum {string} */
                                status: "degraded" | "down" | "up";
                            } & {
                                [key: string]: unknown;
                            };
                        }) | ({
                            queues?: {
                                /** @enum {string} */
                                status: "down";
                                /** @enum {string} */
                                driver: "bullmq" | "memory";
                                /** @enum {string} */
                                redis: "REDIS_URL" | "local" | "none" | "redis-server";
                            };
                            database?: {
                                /** @enum {string} */
                                status: "degraded" | "down" | "up";
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: {
                                /** @enum {string} */
                                status: "degraded" | "down" | "up";
                            } & {
                                [key: string]: unknown;
                            };
                        });
                        /** @description The details object contains information of every health indicator. */
                        details: ({
                            queues: {
                                /** @enum {string} */
                                status: "up";
                                /** @enum {string} */
                                driver: "bullmq" | "memory";
                                /** @enum {string} */
                                redis: "REDIS_URL" | "local" | "none" | "redis-server";
                            };
                            database: {
                                /** @enum {string} */
                                status: "degraded" | "down" | "up";
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: {
                                /** @enum {string} */
                                status: "degraded" | "down" | "up";
                            } & {
                                [key: string]: unknown;
                            };
                        }) | ({
                            queues: {
                                /** @enum {string} */
                                status: "down";
                                /** @enum {string} */
                                driver: "bullmq" | "memory";
                                /** @enum {string} */
                                redis: "REDIS_URL" | "local" | "none" | "redis-server";
                            };
                            database: {
                                /** @enum {string} */
                                status: "degraded" | "down" | "up";
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: {
                                /** @enum {string} */
                                status: "degraded" | "down" | "up";
                            } & {
                                [key: string]: unknown;
                            };
                        });
                    };
                };
            };
            500: components["responses"]["Error500"];
            /** @description The Health Check is not successful */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "request_id": "0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d",
                     *       "code": "SERVICE_UNAVAILABLE",
                     *       "message": "Service unavailable"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    ListingsController_list: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "updated_at": "2026-11-20T09:30:00.000Z",
                     *           "bookings_count": 2,
                     *           "id": 7,
                     *           "vendor_id": 7,
                     *           "title": "Kitchen sink repair",
                     *           "type": "hostel",
                     *           "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "price_per_night": "text",
                     *           "images": [
                     *             "https://oja.example.com/uploads/example.webp"
                     *           ],
                     *           "photos": [
                     *             {
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "srcset": "text",
                     *               "width": 1,
                     *               "height": 1
                     *             }
                     *           ],
                     *           "is_verified": 1,
                     *           "status": "active",
                     *           "max_guests": 2,
                     *           "bedrooms": 1,
                     *           "bathrooms": 1,
                     *           "amenities": [
                     *             "text"
                     *           ],
                     *           "rating": "text",
                     *           "reviews_count": 2,
                     *           "booking_limits": {
                     *             "max_nights": 2,
                     *             "max_days_ahead": 1
                     *           },
                     *           "vendor": {
                     *             "business_name": "Amaka Okafor"
                     *           }
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Listing"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ListingsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateListingDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Apartment listing submitted.",
                     *       "data": {
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "bookings_count": 2,
                     *         "id": 7,
                     *         "vendor_id": 7,
                     *         "title": "Kitchen sink repair",
                     *         "type": "hostel",
                     *         "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "location": "Lekki Phase 1, Lagos",
                     *         "price_per_night": "text",
                     *         "images": [
                     *           "https://oja.example.com/uploads/example.webp"
                     *         ],
                     *         "photos": [
                     *           {
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "srcset": "text",
                     *             "width": 1,
                     *             "height": 1
                     *           }
                     *         ],
                     *         "is_verified": 1,
                     *         "status": "active",
                     *         "max_guests": 2,
                     *         "bedrooms": 1,
                     *         "bathrooms": 1,
                     *         "amenities": [
                     *           "text"
                     *         ],
                     *         "rating": "text",
                     *         "reviews_count": 2,
                     *         "booking_limits": {
                     *           "max_nights": 2,
                     *           "max_days_ahead": 1
                     *         },
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Apartment listing submitted. */
                        message: string;
                        data: components["schemas"]["Listing"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ListingsController_photo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "text",
                     *         "url": "https://oja.example.com/uploads/example.webp",
                     *         "srcset": "text",
                     *         "width": 1,
                     *         "height": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: string;
                            url: string;
                            srcset: string;
                            width: number;
                            height: number;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    ListingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "bookings_count": 2,
                     *         "id": 7,
                     *         "vendor_id": 7,
                     *         "title": "Kitchen sink repair",
                     *         "type": "hostel",
                     *         "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "location": "Lekki Phase 1, Lagos",
                     *         "price_per_night": "text",
                     *         "images": [
                     *           "https://oja.example.com/uploads/example.webp"
                     *         ],
                     *         "photos": [
                     *           {
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "srcset": "text",
                     *             "width": 1,
                     *             "height": 1
                     *           }
                     *         ],
                     *         "is_verified": 1,
                     *         "status": "active",
                     *         "max_guests": 2,
                     *         "bedrooms": 1,
                     *         "bathrooms": 1,
                     *         "amenities": [
                     *           "text"
                     *         ],
                     *         "rating": "text",
                     *         "reviews_count": 2,
                     *         "booking_limits": {
                     *           "max_nights": 2,
                     *           "max_days_ahead": 1
                     *         },
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Listing"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    ListingsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateListingDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Apartment listing updated.",
                     *       "data": {
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "bookings_count": 2,
                     *         "id": 7,
                     *         "vendor_id": 7,
                     *         "title": "Kitchen sink repair",
                     *         "type": "hostel",
                     *         "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "location": "Lekki Phase 1, Lagos",
                     *         "price_per_night": "text",
                     *         "images": [
                     *           "https://oja.example.com/uploads/example.webp"
                     *         ],
                     *         "photos": [
                     *           {
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "srcset": "text",
                     *             "width": 1,
                     *             "height": 1
                     *           }
                     *         ],
                     *         "is_verified": 1,
                     *         "status": "active",
                     *         "max_guests": 2,
                     *         "bedrooms": 1,
                     *         "bathrooms": 1,
                     *         "amenities": [
                     *           "text"
                     *         ],
                     *         "rating": "text",
                     *         "reviews_count": 2,
                     *         "booking_limits": {
                     *           "max_nights": 2,
                     *           "max_days_ahead": 1
                     *         },
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Apartment listing updated. */
                        message: string;
                        data: components["schemas"]["Listing"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ListingsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Apartment listing deleted."
                     *     }
                     */
                    "application/json": {
                        /** @example Apartment listing deleted. */
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    ListingsController_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListingStatusDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Listing is active again.",
                     *       "data": {
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "bookings_count": 2,
                     *         "id": 7,
                     *         "vendor_id": 7,
                     *         "title": "Kitchen sink repair",
                     *         "type": "hostel",
                     *         "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "location": "Lekki Phase 1, Lagos",
                     *         "price_per_night": "text",
                     *         "images": [
                     *           "https://oja.example.com/uploads/example.webp"
                     *         ],
                     *         "photos": [
                     *           {
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "srcset": "text",
                     *             "width": 1,
                     *             "height": 1
                     *           }
                     *         ],
                     *         "is_verified": 1,
                     *         "status": "active",
                     *         "max_guests": 2,
                     *         "bedrooms": 1,
                     *         "bathrooms": 1,
                     *         "amenities": [
                     *           "text"
                     *         ],
                     *         "rating": "text",
                     *         "reviews_count": 2,
                     *         "booking_limits": {
                     *           "max_nights": 2,
                     *           "max_days_ahead": 1
                     *         },
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Listing is active again. */
                        message: string;
                        data: components["schemas"]["Listing"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    LiveController_stream: {
        parameters: {
            query?: {
                /** @description Resume after this event (as the Last-Event-ID header) */
                last_event_id?: unknown;
                /** @description A ticket from POST /api/live/ticket (instead of the Authorization header) */
                ticket?: unknown;
            };
            header?: {
                /** @description Resume after this event: missed durable events of the last 10 minutes are replayed, else `event: reset` */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example text */
                    "text/event-stream": string;
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    LiveController_ticket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ticket": "text",
                     *       "expires_in": 1
                     *     }
                     */
                    "application/json": {
                        ticket: string;
                        expires_in: number;
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user": {
                     *         "id": 7,
                     *         "name": "Amaka Okafor",
                     *         "email": "amaka.okafor@example.com",
                     *         "phone": "+2348031234567",
                     *         "user_type": "user",
                     *         "profile_image": "https://oja.example.com/uploads/example.webp",
                     *         "email_verified_at": "2026-11-20T09:30:00.000Z",
                     *         "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor",
                     *           "category": "food_vendor",
                     *           "vendor_type": "business",
                     *           "verification_status": "pending",
                     *           "is_verified": true,
                     *           "is_live": true
                     *         }
                     *       },
                     *       "vendor": {
                     *         "id": 7,
                     *         "user_id": 7,
                     *         "business_name": "Amaka Okafor",
                     *         "category": "food_vendor",
                     *         "vendor_type": "business",
                     *         "verification_status": "pending",
                     *         "is_verified": true,
                     *         "is_live": true,
                     *         "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       },
                     *       "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.signature"
                     *     }
                     */
                    "application/json": {
                        user: components["schemas"]["User"];
                        vendor: components["schemas"]["Vendor"] | null;
                        token: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Logged out successfully"
                     *     }
                     */
                    "application/json": {
                        /** @example Logged out successfully */
                        message: string;
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    MaintenanceController_mechanics: {
        parameters: {
            query?: {
                /** @description A state: its id (lagos, akwa-ibom, fct) or name, any case; Abuja means fct */
                state?: "abia" | "adamawa" | "akwa-ibom" | "anambra" | "bauchi" | "bayelsa" | "benue" | "borno" | "cross-river" | "delta" | "ebonyi" | "edo" | "ekiti" | "enugu" | "fct" | "gombe" | "imo" | "jigawa" | "kaduna" | "kano" | "katsina" | "kebbi" | "kogi" | "kwara" | "lagos" | "nasarawa" | "niger" | "ogun" | "ondo" | "osun" | "oyo" | "plateau" | "rivers" | "sokoto" | "taraba" | "yobe" | "zamfara";
                /** @description Text found in the location, e.g. Lekki, Ikeja, Wuse 2 */
                area?: string;
                /** @description The customer's location: mechanics whose workshop shares the most place words come first. */
                location?: string;
                /** @description Words in the workshop's name, services or location, matched as on the public lists ("electrician", "tyres"). */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "name": "Amaka Okafor",
                     *           "workshop_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "services_offered": "text",
                     *           "phone": "+2348031234567",
                     *           "match_score": 1,
                     *           "available": true,
                     *           "sample": true
                     *         }
                     *       ],
                     *       "meta": {
                     *         "sample": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["MechanicCard"][];
                        meta: {
                            sample: boolean;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    MaintenanceController_mine: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "dispute": {
                     *             "id": 7,
                     *             "status": "open",
                     *             "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *             "vendor_statement": "text",
                     *             "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *             "resolution": "refund",
                     *             "refund_amount": 25000,
                     *             "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *             "created_at": "2026-11-20T09:30:00.000Z",
                     *             "resolved_at": "2026-11-20T09:30:00.000Z",
                     *             "photos": [
                     *               {
                     *                 "id": 7,
                     *                 "purpose": "dispute",
                     *                 "content_type": "text",
                     *                 "size": 1,
                     *                 "uploaded_by": "customer",
                     *                 "created_at": "2026-11-20T09:30:00.000Z",
                     *                 "url": "https://oja.example.com/uploads/example.webp",
                     *                 "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *               }
                     *             ]
                     *           },
                     *           "id": 7,
                     *           "status": "accepted",
                     *           "status_label": "text",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "service_type": "ac",
                     *           "service_type_text": "text",
                     *           "service_label": "text",
                     *           "issue": "text",
                     *           "needs_towing": true,
                     *           "fee": 25000,
                     *           "escrow_status": "held",
                     *           "actions": [
                     *             "ACCEPT"
                     *           ],
                     *           "mechanic": {
                     *             "id": 7,
                     *             "workshop_name": "Amaka Okafor",
                     *             "location": "Lekki Phase 1, Lagos",
                     *             "phone": "+2348031234567"
                     *           },
                     *           "customer": {
                     *             "phone": "+2348031234567",
                     *             "id": 7,
                     *             "name": "Amaka Okafor"
                     *           },
                     *           "mechanic_chosen_at": "2026-11-20T09:30:00.000Z",
                     *           "paid_at": "2026-11-20T09:30:00.000Z",
                     *           "accepted_at": "2026-11-20T09:30:00.000Z",
                     *           "declined_at": "2026-11-20T09:30:00.000Z",
                     *           "lapsed_at": "2026-11-20T09:30:00.000Z",
                     *           "started_at": "2026-11-20T09:30:00.000Z",
                     *           "completed_at": "2026-11-20T09:30:00.000Z",
                     *           "released_at": "2026-11-20T09:30:00.000Z",
                     *           "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *           "created_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            dispute: components["schemas"]["Dispute"] | null;
                            id: number;
                            /** @enum {string} */
                            status: "accepted" | "cancelled" | "completed" | "declined" | "disputed" | "in_progress" | "lapsed" | "mechanic_chosen" | "paid" | "refunded" | "released" | "reported";
                            status_label: string;
                            location: string;
                            /**
                             * @description One of engine, brake, oil, tire, electrical, ac, or other (then `service_type_text` has the customer's words).
                             * @enum {string}
                             */
                            service_type: "ac" | "brake" | "electrical" | "engine" | "oil" | "other" | "tire";
                            service_type_text: string | null;
                            service_label: string;
                            issue: string;
                            needs_towing: boolean;
                            fee: number;
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            actions: ("ACCEPT" | "AUTO_RELEASE" | "CANCEL" | "CHOOSE_MECHANIC" | "COMPLETE" | "CONFIRM" | "DECLINE" | "DISPUTE" | "LAPSE" | "PAY" | "PAYMENT_CAPTURED" | "RESOLVE_REFUND" | "RESOLVE_RELEASE" | "START")[];
                            mechanic: components["schemas"]["PresentedMechanic"] | null;
                            customer: {
                                phone: string | null;
                                id: number;
                                name: string;
                            } | null;
                            mechanic_chosen_at: string | null;
                            paid_at: string | null;
                            accepted_at: string | null;
                            declined_at: string | null;
                            lapsed_at: string | null;
                            started_at: string | null;
                            completed_at: string | null;
                            released_at: string | null;
                            cancelled_at: string | null;
                            created_at: string;
                        }[];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    MaintenanceController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMaintenanceRequestDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Maintenance request submitted successfully!",
                     *       "data": {
                     *         "dispute": {
                     *           "id": 7,
                     *           "status": "open",
                     *           "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "vendor_statement": "text",
                     *           "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *           "resolution": "refund",
                     *           "refund_amount": 25000,
                     *           "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "resolved_at": "2026-11-20T09:30:00.000Z",
                     *           "photos": [
                     *             {
                     *               "id": 7,
                     *               "purpose": "dispute",
                     *               "content_type": "text",
                     *               "size": 1,
                     *               "uploaded_by": "customer",
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ]
                     *         },
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "status_label": "text",
                     *         "location": "Lekki Phase 1, Lagos",
                     *         "service_type": "ac",
                     *         "service_type_text": "text",
                     *         "service_label": "text",
                     *         "issue": "text",
                     *         "needs_towing": true,
                     *         "fee": 25000,
                     *         "escrow_status": "held",
                     *         "actions": [
                     *           "ACCEPT"
                     *         ],
                     *         "mechanic": {
                     *           "id": 7,
                     *           "workshop_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "phone": "+2348031234567",
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "mechanic_chosen_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "lapsed_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Maintenance request submitted successfully! */
                        message: string;
                        data: {
                            dispute: components["schemas"]["Dispute"] | null;
                            id: number;
                            /** @enum {string} */
                            status: "accepted" | "cancelled" | "completed" | "declined" | "disputed" | "in_progress" | "lapsed" | "mechanic_chosen" | "paid" | "refunded" | "released" | "reported";
                            status_label: string;
                            location: string;
                            /**
                             * @description One of engine, brake, oil, tire, electrical, ac, or other (then `service_type_text` has the customer's words).
                             * @enum {string}
                             */
                            service_type: "ac" | "brake" | "electrical" | "engine" | "oil" | "other" | "tire";
                            service_type_text: string | null;
                            service_label: string;
                            issue: string;
                            needs_towing: boolean;
                            fee: number;
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            actions: ("ACCEPT" | "AUTO_RELEASE" | "CANCEL" | "CHOOSE_MECHANIC" | "COMPLETE" | "CONFIRM" | "DECLINE" | "DISPUTE" | "LAPSE" | "PAY" | "PAYMENT_CAPTURED" | "RESOLVE_REFUND" | "RESOLVE_RELEASE" | "START")[];
                            mechanic: components["schemas"]["PresentedMechanic"] | null;
                            customer: {
                                phone: string | null;
                                id: number;
                                name: string;
                            } | null;
                            mechanic_chosen_at: string | null;
                            paid_at: string | null;
                            accepted_at: string | null;
                            declined_at: string | null;
                            lapsed_at: string | null;
                            started_at: string | null;
                            completed_at: string | null;
                            released_at: string | null;
                            cancelled_at: string | null;
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    MaintenanceController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "dispute": {
                     *           "id": 7,
                     *           "status": "open",
                     *           "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "vendor_statement": "text",
                     *           "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *           "resolution": "refund",
                     *           "refund_amount": 25000,
                     *           "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "resolved_at": "2026-11-20T09:30:00.000Z",
                     *           "photos": [
                     *             {
                     *               "id": 7,
                     *               "purpose": "dispute",
                     *               "content_type": "text",
                     *               "size": 1,
                     *               "uploaded_by": "customer",
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ]
                     *         },
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "status_label": "text",
                     *         "location": "Lekki Phase 1, Lagos",
                     *         "service_type": "ac",
                     *         "service_type_text": "text",
                     *         "service_label": "text",
                     *         "issue": "text",
                     *         "needs_towing": true,
                     *         "fee": 25000,
                     *         "escrow_status": "held",
                     *         "actions": [
                     *           "ACCEPT"
                     *         ],
                     *         "mechanic": {
                     *           "id": 7,
                     *           "workshop_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "phone": "+2348031234567",
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "mechanic_chosen_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "lapsed_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            dispute: components["schemas"]["Dispute"] | null;
                            id: number;
                            /** @enum {string} */
                            status: "accepted" | "cancelled" | "completed" | "declined" | "disputed" | "in_progress" | "lapsed" | "mechanic_chosen" | "paid" | "refunded" | "released" | "reported";
                            status_label: string;
                            location: string;
                            /**
                             * @description One of engine, brake, oil, tire, electrical, ac, or other (then `service_type_text` has the customer's words).
                             * @enum {string}
                             */
                            service_type: "ac" | "brake" | "electrical" | "engine" | "oil" | "other" | "tire";
                            service_type_text: string | null;
                            service_label: string;
                            issue: string;
                            needs_towing: boolean;
                            fee: number;
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            actions: ("ACCEPT" | "AUTO_RELEASE" | "CANCEL" | "CHOOSE_MECHANIC" | "COMPLETE" | "CONFIRM" | "DECLINE" | "DISPUTE" | "LAPSE" | "PAY" | "PAYMENT_CAPTURED" | "RESOLVE_REFUND" | "RESOLVE_RELEASE" | "START")[];
                            mechanic: components["schemas"]["PresentedMechanic"] | null;
                            customer: {
                                phone: string | null;
                                id: number;
                                name: string;
                            } | null;
                            mechanic_chosen_at: string | null;
                            paid_at: string | null;
                            accepted_at: string | null;
                            declined_at: string | null;
                            lapsed_at: string | null;
                            started_at: string | null;
                            completed_at: string | null;
                            released_at: string | null;
                            cancelled_at: string | null;
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    MaintenanceController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Maintenance request cancelled.",
                     *       "data": {
                     *         "dispute": {
                     *           "id": 7,
                     *           "status": "open",
                     *           "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "vendor_statement": "text",
                     *           "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *           "resolution": "refund",
                     *           "refund_amount": 25000,
                     *           "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "resolved_at": "2026-11-20T09:30:00.000Z",
                     *           "photos": [
                     *             {
                     *               "id": 7,
                     *               "purpose": "dispute",
                     *               "content_type": "text",
                     *               "size": 1,
                     *               "uploaded_by": "customer",
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ]
                     *         },
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "status_label": "text",
                     *         "location": "Lekki Phase 1, Lagos",
                     *         "service_type": "ac",
                     *         "service_type_text": "text",
                     *         "service_label": "text",
                     *         "issue": "text",
                     *         "needs_towing": true,
                     *         "fee": 25000,
                     *         "escrow_status": "held",
                     *         "actions": [
                     *           "ACCEPT"
                     *         ],
                     *         "mechanic": {
                     *           "id": 7,
                     *           "workshop_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "phone": "+2348031234567",
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "mechanic_chosen_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "lapsed_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Maintenance request cancelled. */
                        message: string;
                        data: {
                            dispute: components["schemas"]["Dispute"] | null;
                            id: number;
                            /** @enum {string} */
                            status: "accepted" | "cancelled" | "completed" | "declined" | "disputed" | "in_progress" | "lapsed" | "mechanic_chosen" | "paid" | "refunded" | "released" | "reported";
                            status_label: string;
                            location: string;
                            /**
                             * @description One of engine, brake, oil, tire, electrical, ac, or other (then `service_type_text` has the customer's words).
                             * @enum {string}
                             */
                            service_type: "ac" | "brake" | "electrical" | "engine" | "oil" | "other" | "tire";
                            service_type_text: string | null;
                            service_label: string;
                            issue: string;
                            needs_towing: boolean;
                            fee: number;
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            actions: ("ACCEPT" | "AUTO_RELEASE" | "CANCEL" | "CHOOSE_MECHANIC" | "COMPLETE" | "CONFIRM" | "DECLINE" | "DISPUTE" | "LAPSE" | "PAY" | "PAYMENT_CAPTURED" | "RESOLVE_REFUND" | "RESOLVE_RELEASE" | "START")[];
                            mechanic: components["schemas"]["PresentedMechanic"] | null;
                            customer: {
                                phone: string | null;
                                id: number;
                                name: string;
                            } | null;
                            mechanic_chosen_at: string | null;
                            paid_at: string | null;
                            accepted_at: string | null;
                            declined_at: string | null;
                            lapsed_at: string | null;
                            started_at: string | null;
                            completed_at: string | null;
                            released_at: string | null;
                            cancelled_at: string | null;
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    MaintenanceController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Thank you! The job is confirmed and the mechanic has been paid.",
                     *       "data": {
                     *         "dispute": {
                     *           "id": 7,
                     *           "status": "open",
                     *           "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "vendor_statement": "text",
                     *           "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *           "resolution": "refund",
                     *           "refund_amount": 25000,
                     *           "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "resolved_at": "2026-11-20T09:30:00.000Z",
                     *           "photos": [
                     *             {
                     *               "id": 7,
                     *               "purpose": "dispute",
                     *               "content_type": "text",
                     *               "size": 1,
                     *               "uploaded_by": "customer",
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ]
                     *         },
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "status_label": "text",
                     *         "location": "Lekki Phase 1, Lagos",
                     *         "service_type": "ac",
                     *         "service_type_text": "text",
                     *         "service_label": "text",
                     *         "issue": "text",
                     *         "needs_towing": true,
                     *         "fee": 25000,
                     *         "escrow_status": "held",
                     *         "actions": [
                     *           "ACCEPT"
                     *         ],
                     *         "mechanic": {
                     *           "id": 7,
                     *           "workshop_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "phone": "+2348031234567",
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "mechanic_chosen_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "lapsed_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Thank you! The job is confirmed and the mechanic has been paid. */
                        message: string;
                        data: {
                            dispute: components["schemas"]["Dispute"] | null;
                            id: number;
                            /** @enum {string} */
                            status: "accepted" | "cancelled" | "completed" | "declined" | "disputed" | "in_progress" | "lapsed" | "mechanic_chosen" | "paid" | "refunded" | "released" | "reported";
                            status_label: string;
                            location: string;
                            /**
                             * @description One of engine, brake, oil, tire, electrical, ac, or other (then `service_type_text` has the customer's words).
                             * @enum {string}
                             */
                            service_type: "ac" | "brake" | "electrical" | "engine" | "oil" | "other" | "tire";
                            service_type_text: string | null;
                            service_label: string;
                            issue: string;
                            needs_towing: boolean;
                            fee: number;
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            actions: ("ACCEPT" | "AUTO_RELEASE" | "CANCEL" | "CHOOSE_MECHANIC" | "COMPLETE" | "CONFIRM" | "DECLINE" | "DISPUTE" | "LAPSE" | "PAY" | "PAYMENT_CAPTURED" | "RESOLVE_REFUND" | "RESOLVE_RELEASE" | "START")[];
                            mechanic: components["schemas"]["PresentedMechanic"] | null;
                            customer: {
                                phone: string | null;
                                id: number;
                                name: string;
                            } | null;
                            mechanic_chosen_at: string | null;
                            paid_at: string | null;
                            accepted_at: string | null;
                            declined_at: string | null;
                            lapsed_at: string | null;
                            started_at: string | null;
                            completed_at: string | null;
                            released_at: string | null;
                            cancelled_at: string | null;
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    MaintenanceController_confirmPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmMaintenancePaymentDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Payment confirmed. Your fee is held in escrow and the mechanic has been asked.",
                     *       "data": {
                     *         "dispute": {
                     *           "id": 7,
                     *           "status": "open",
                     *           "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "vendor_statement": "text",
                     *           "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *           "resolution": "refund",
                     *           "refund_amount": 25000,
                     *           "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "resolved_at": "2026-11-20T09:30:00.000Z",
                     *           "photos": [
                     *             {
                     *               "id": 7,
                     *               "purpose": "dispute",
                     *               "content_type": "text",
                     *               "size": 1,
                     *               "uploaded_by": "customer",
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ]
                     *         },
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "status_label": "text",
                     *         "location": "Lekki Phase 1, Lagos",
                     *         "service_type": "ac",
                     *         "service_type_text": "text",
                     *         "service_label": "text",
                     *         "issue": "text",
                     *         "needs_towing": true,
                     *         "fee": 25000,
                     *         "escrow_status": "held",
                     *         "actions": [
                     *           "ACCEPT"
                     *         ],
                     *         "mechanic": {
                     *           "id": 7,
                     *           "workshop_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "phone": "+2348031234567",
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "mechanic_chosen_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "lapsed_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Payment confirmed. Your fee is held in escrow and the mechanic has been asked. */
                        message: string;
                        data: {
                            dispute: components["schemas"]["Dispute"] | null;
                            id: number;
                            /** @enum {string} */
                            status: "accepted" | "cancelled" | "completed" | "declined" | "disputed" | "in_progress" | "lapsed" | "mechanic_chosen" | "paid" | "refunded" | "released" | "reported";
                            status_label: string;
                            location: string;
                            /**
                             * @description One of engine, brake, oil, tire, electrical, ac, or other (then `service_type_text` has the customer's words).
                             * @enum {string}
                             */
                            service_type: "ac" | "brake" | "electrical" | "engine" | "oil" | "other" | "tire";
                            service_type_text: string | null;
                            service_label: string;
                            issue: string;
                            needs_towing: boolean;
                            fee: number;
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            actions: ("ACCEPT" | "AUTO_RELEASE" | "CANCEL" | "CHOOSE_MECHANIC" | "COMPLETE" | "CONFIRM" | "DECLINE" | "DISPUTE" | "LAPSE" | "PAY" | "PAYMENT_CAPTURED" | "RESOLVE_REFUND" | "RESOLVE_RELEASE" | "START")[];
                            mechanic: components["schemas"]["PresentedMechanic"] | null;
                            customer: {
                                phone: string | null;
                                id: number;
                                name: string;
                            } | null;
                            mechanic_chosen_at: string | null;
                            paid_at: string | null;
                            accepted_at: string | null;
                            declined_at: string | null;
                            lapsed_at: string | null;
                            started_at: string | null;
                            completed_at: string | null;
                            released_at: string | null;
                            cancelled_at: string | null;
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    MaintenanceController_dispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportProblemDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your report has been sent. The fee stays in escrow until an administrator resolves it.",
                     *       "data": {
                     *         "dispute": {
                     *           "id": 7,
                     *           "status": "open",
                     *           "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "vendor_statement": "text",
                     *           "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *           "resolution": "refund",
                     *           "refund_amount": 25000,
                     *           "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "resolved_at": "2026-11-20T09:30:00.000Z",
                     *           "photos": [
                     *             {
                     *               "id": 7,
                     *               "purpose": "dispute",
                     *               "content_type": "text",
                     *               "size": 1,
                     *               "uploaded_by": "customer",
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ]
                     *         },
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "status_label": "text",
                     *         "location": "Lekki Phase 1, Lagos",
                     *         "service_type": "ac",
                     *         "service_type_text": "text",
                     *         "service_label": "text",
                     *         "issue": "text",
                     *         "needs_towing": true,
                     *         "fee": 25000,
                     *         "escrow_status": "held",
                     *         "actions": [
                     *           "ACCEPT"
                     *         ],
                     *         "mechanic": {
                     *           "id": 7,
                     *           "workshop_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "phone": "+2348031234567",
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "mechanic_chosen_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "lapsed_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Your report has been sent. The fee stays in escrow until an administrator resolves it. */
                        message: string;
                        data: {
                            dispute: components["schemas"]["Dispute"] | null;
                            id: number;
                            /** @enum {string} */
                            status: "accepted" | "cancelled" | "completed" | "declined" | "disputed" | "in_progress" | "lapsed" | "mechanic_chosen" | "paid" | "refunded" | "released" | "reported";
                            status_label: string;
                            location: string;
                            /**
                             * @description One of engine, brake, oil, tire, electrical, ac, or other (then `service_type_text` has the customer's words).
                             * @enum {string}
                             */
                            service_type: "ac" | "brake" | "electrical" | "engine" | "oil" | "other" | "tire";
                            service_type_text: string | null;
                            service_label: string;
                            issue: string;
                            needs_towing: boolean;
                            fee: number;
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            actions: ("ACCEPT" | "AUTO_RELEASE" | "CANCEL" | "CHOOSE_MECHANIC" | "COMPLETE" | "CONFIRM" | "DECLINE" | "DISPUTE" | "LAPSE" | "PAY" | "PAYMENT_CAPTURED" | "RESOLVE_REFUND" | "RESOLVE_RELEASE" | "START")[];
                            mechanic: components["schemas"]["PresentedMechanic"] | null;
                            customer: {
                                phone: string | null;
                                id: number;
                                name: string;
                            } | null;
                            mechanic_chosen_at: string | null;
                            paid_at: string | null;
                            accepted_at: string | null;
                            declined_at: string | null;
                            lapsed_at: string | null;
                            started_at: string | null;
                            completed_at: string | null;
                            released_at: string | null;
                            cancelled_at: string | null;
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    MaintenanceController_disputePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Photo added to your report.",
                     *       "data": {
                     *         "id": 7,
                     *         "purpose": "dispute",
                     *         "content_type": "text",
                     *         "size": 1,
                     *         "uploaded_by": "customer",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "url": "https://oja.example.com/uploads/example.webp",
                     *         "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Photo added to your report. */
                        message: string;
                        data: components["schemas"]["AttachmentView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    MaintenanceController_choose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChooseMechanicDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Mechanic selected. Pay the commitment fee to send them your request.",
                     *       "data": {
                     *         "dispute": {
                     *           "id": 7,
                     *           "status": "open",
                     *           "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "vendor_statement": "text",
                     *           "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *           "resolution": "refund",
                     *           "refund_amount": 25000,
                     *           "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "resolved_at": "2026-11-20T09:30:00.000Z",
                     *           "photos": [
                     *             {
                     *               "id": 7,
                     *               "purpose": "dispute",
                     *               "content_type": "text",
                     *               "size": 1,
                     *               "uploaded_by": "customer",
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ]
                     *         },
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "status_label": "text",
                     *         "location": "Lekki Phase 1, Lagos",
                     *         "service_type": "ac",
                     *         "service_type_text": "text",
                     *         "service_label": "text",
                     *         "issue": "text",
                     *         "needs_towing": true,
                     *         "fee": 25000,
                     *         "escrow_status": "held",
                     *         "actions": [
                     *           "ACCEPT"
                     *         ],
                     *         "mechanic": {
                     *           "id": 7,
                     *           "workshop_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "phone": "+2348031234567",
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "mechanic_chosen_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "lapsed_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Mechanic selected. Pay the commitment fee to send them your request. */
                        message: string;
                        data: {
                            dispute: components["schemas"]["Dispute"] | null;
                            id: number;
                            /** @enum {string} */
                            status: "accepted" | "cancelled" | "completed" | "declined" | "disputed" | "in_progress" | "lapsed" | "mechanic_chosen" | "paid" | "refunded" | "released" | "reported";
                            status_label: string;
                            location: string;
                            /**
                             * @description One of engine, brake, oil, tire, electrical, ac, or other (then `service_type_text` has the customer's words).
                             * @enum {string}
                             */
                            service_type: "ac" | "brake" | "electrical" | "engine" | "oil" | "other" | "tire";
                            service_type_text: string | null;
                            service_label: string;
                            issue: string;
                            needs_towing: boolean;
                            fee: number;
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            actions: ("ACCEPT" | "AUTO_RELEASE" | "CANCEL" | "CHOOSE_MECHANIC" | "COMPLETE" | "CONFIRM" | "DECLINE" | "DISPUTE" | "LAPSE" | "PAY" | "PAYMENT_CAPTURED" | "RESOLVE_REFUND" | "RESOLVE_RELEASE" | "START")[];
                            mechanic: components["schemas"]["PresentedMechanic"] | null;
                            customer: {
                                phone: string | null;
                                id: number;
                                name: string;
                            } | null;
                            mechanic_chosen_at: string | null;
                            paid_at: string | null;
                            accepted_at: string | null;
                            declined_at: string | null;
                            lapsed_at: string | null;
                            started_at: string | null;
                            completed_at: string | null;
                            released_at: string | null;
                            cancelled_at: string | null;
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    MaintenanceController_pay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutReturnDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "payment_url": "https://oja.example.com/uploads/example.webp",
                     *         "reference": "oja_3f9a2c7e1b8d4a60"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            payment_url: string;
                            reference: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AuthController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "user": {
                     *         "id": 7,
                     *         "name": "Amaka Okafor",
                     *         "email": "amaka.okafor@example.com",
                     *         "phone": "+2348031234567",
                     *         "user_type": "user",
                     *         "profile_image": "https://oja.example.com/uploads/example.webp",
                     *         "email_verified_at": "2026-11-20T09:30:00.000Z",
                     *         "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor",
                     *           "category": "food_vendor",
                     *           "vendor_type": "business",
                     *           "verification_status": "pending",
                     *           "is_verified": true,
                     *           "is_live": true
                     *         }
                     *       },
                     *       "vendor": {
                     *         "id": 7,
                     *         "user_id": 7,
                     *         "business_name": "Amaka Okafor",
                     *         "category": "food_vendor",
                     *         "vendor_type": "business",
                     *         "verification_status": "pending",
                     *         "is_verified": true,
                     *         "is_live": true,
                     *         "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        user: components["schemas"]["User"];
                        vendor: components["schemas"]["Vendor"] | null;
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    AddressesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "label": "text",
                     *           "address": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567",
                     *           "lat": 1,
                     *           "lng": 1,
                     *           "created_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            label: string;
                            address: string;
                            phone: string;
                            lat: number | null;
                            lng: number | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    AddressesController_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Address saved.",
                     *       "data": {
                     *         "id": 7,
                     *         "label": "text",
                     *         "address": "Lekki Phase 1, Lagos",
                     *         "phone": "+2348031234567",
                     *         "lat": 1,
                     *         "lng": 1,
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Address saved. */
                        message: string;
                        data: {
                            id: number;
                            label: string;
                            address: string;
                            phone: string;
                            lat: number | null;
                            lng: number | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AddressesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Address deleted."
                     *     }
                     */
                    "application/json": {
                        /** @example Address deleted. */
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    AnalyticsController_mine: {
        parameters: {
            query?: {
                /** @description How many Lagos weeks (Monday first) ending with the current one: 1–52, default 12 */
                weeks?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "weeks": [
                     *           {
                     *             "week_start": "text",
                     *             "orders": 1,
                     *             "bookings": 1,
                     *             "revenue": 25000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            weeks: components["schemas"]["WeekPoint"][];
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    DataRightsController_requestExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Saved successfully.",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "expired",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "ready_at": "2026-11-20T09:30:00.000Z",
                     *         "download_url": "https://oja.example.com/uploads/example.webp",
                     *         "download_expires_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        message: string;
                        data: components["schemas"]["ExportView"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    DataRightsController_listExports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "status": "expired",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "ready_at": "2026-11-20T09:30:00.000Z",
                     *           "download_url": "https://oja.example.com/uploads/example.webp",
                     *           "download_expires_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ExportView"][];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    DataRightsController_exportStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 7,
                     *         "status": "expired",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "ready_at": "2026-11-20T09:30:00.000Z",
                     *         "download_url": "https://oja.example.com/uploads/example.webp",
                     *         "download_expires_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ExportView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    AccountController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "deactivation_requested_at": "2026-11-20T09:30:00.000Z",
                     *         "deactivates_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            deactivation_requested_at: string | null;
                            /** Format: date-time */
                            deactivates_at: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    AccountController_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Saved successfully.",
                     *       "data": {
                     *         "deactivation_requested_at": "2026-11-20T09:30:00.000Z",
                     *         "deactivates_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        message: string;
                        data: {
                            /** Format: date-time */
                            deactivation_requested_at: string | null;
                            /** Format: date-time */
                            deactivates_at: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    AccountController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Saved successfully.",
                     *       "data": {
                     *         "deactivation_requested_at": "2026-11-20T09:30:00.000Z",
                     *         "deactivates_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        message: string;
                        data: {
                            /** Format: date-time */
                            deactivation_requested_at: string | null;
                            /** Format: date-time */
                            deactivates_at: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    DataRightsController_erasure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "open": [
                     *           "text"
                     *         ],
                     *         "erasure_requested_at": "2026-11-20T09:30:00.000Z",
                     *         "erases_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            open: string[];
                            /** Format: date-time */
                            erasure_requested_at: string | null;
                            /** Format: date-time */
                            erases_at: string | null;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    DataRightsController_requestErasure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ErasureDto"];
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Saved successfully.",
                     *       "data": {
                     *         "erasure_requested_at": "2026-11-20T09:30:00.000Z",
                     *         "erases_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Erasure"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    DataRightsController_cancelErasure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Saved successfully.",
                     *       "data": {
                     *         "erasure_requested_at": "2026-11-20T09:30:00.000Z",
                     *         "erases_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Erasure"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    AccountController_preferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "payments": {
                     *           "email": true,
                     *           "sms": true,
                     *           "push": true,
                     *           "in_app": true
                     *         },
                     *         "orders": {
                     *           "email": true,
                     *           "sms": true,
                     *           "push": true,
                     *           "in_app": true
                     *         },
                     *         "messages": {
                     *           "email": true,
                     *           "sms": true,
                     *           "push": true,
                     *           "in_app": true
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["NotificationPreferences"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    AccountController_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationPreferencesDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Notification preferences saved.",
                     *       "data": {
                     *         "payments": {
                     *           "email": true,
                     *           "sms": true,
                     *           "push": true,
                     *           "in_app": true
                     *         },
                     *         "orders": {
                     *           "email": true,
                     *           "sms": true,
                     *           "push": true,
                     *           "in_app": true
                     *         },
                     *         "messages": {
                     *           "email": true,
                     *           "sms": true,
                     *           "push": true,
                     *           "in_app": true
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Notification preferences saved. */
                        message: string;
                        data: components["schemas"]["NotificationPreferences"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    PushSubscriptionsController_subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushSubscriptionDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Notifications are on for this device."
                     *     }
                     */
                    "application/json": {
                        /** @example Notifications are on for this device. */
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    PushSubscriptionsController_unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushUnsubscribeDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Notifications are off for this device."
                     *     }
                     */
                    "application/json": {
                        /** @example Notifications are off for this device. */
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    NotificationsController_list: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair",
                     *           "body": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "link": "https://oja.example.com/uploads/example.webp",
                     *           "read_at": "2026-11-20T09:30:00.000Z",
                     *           "created_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "unread": 2,
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            title: string;
                            body: string;
                            link: string | null;
                            /** Format: date-time */
                            read_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        meta: {
                            unread: number;
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    NotificationsController_readAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "All notifications marked as read",
                     *       "marked": 2
                     *     }
                     */
                    "application/json": {
                        /** @example All notifications marked as read */
                        message: string;
                        marked: number;
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    NotificationsController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Notification marked as read"
                     *     }
                     */
                    "application/json": {
                        /** @example Notification marked as read */
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    OrdersController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Order placed. Pay now to send it to the vendor.",
                     *       "data": {
                     *         "id": 7,
                     *         "kind": "food_order",
                     *         "profile": "food",
                     *         "status": "cancelled",
                     *         "status_label": "text",
                     *         "payment_status": "paid",
                     *         "escrow_status": "held",
                     *         "vendor": {
                     *           "id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "items": [
                     *           {
                     *             "item_id": 7,
                     *             "name": "Amaka Okafor",
                     *             "price": 25000,
                     *             "quantity": 1,
                     *             "line_total": 25000,
                     *             "image": "https://oja.example.com/uploads/example.webp"
                     *           }
                     *         ],
                     *         "subtotal": 25000,
                     *         "delivery_fee": 25000,
                     *         "total_amount": 25000,
                     *         "delivery_address": "Lekki Phase 1, Lagos",
                     *         "phone": "+2348031234567",
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "lat": 1,
                     *         "lng": 1,
                     *         "handover_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "delivery_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "shipped_by": "courier",
                     *         "delivered_by": "courier",
                     *         "placed_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "ready_at": "2026-11-20T09:30:00.000Z",
                     *         "shipped_at": "2026-11-20T09:30:00.000Z",
                     *         "delivered_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "expired_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z",
                     *         "pay_by": "2026-11-20T09:30:00.000Z",
                     *         "accept_by": "2026-11-20T09:30:00.000Z",
                     *         "ship_by": "2026-11-20T09:30:00.000Z",
                     *         "release_at": "2026-11-20T09:30:00.000Z",
                     *         "problem_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "dispute": {},
                     *         "timeline": [
                     *           {
                     *             "key": "text",
                     *             "label": "text",
                     *             "at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "actions": [
                     *           "text"
                     *         ],
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Order placed. Pay now to send it to the vendor. */
                        message: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "food_order" | "shop_order";
                            /** @enum {string} */
                            profile: "food" | "product";
                            /** @enum {string} */
                            status: "cancelled" | "completed" | "declined" | "delivered" | "disputed" | "expired" | "new" | "out_for_delivery" | "pending" | "preparing" | "processing" | "ready" | "refunded" | "shipped";
                            status_label: string;
                            /** @enum {string} */
                            payment_status: "paid" | "pending" | "refunded";
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            vendor: {
                                id: number;
                                business_name: string;
                                phone: string | null;
                            };
                            customer: {
                                id: number;
                                name: string;
                            };
                            items: {
                                item_id: number;
                                name: string;
                                price: number;
                                quantity: number;
                                line_total: number;
                                image: string | null;
                            }[];
                            subtotal: number;
                            delivery_fee: number;
                            total_amount: number;
                            delivery_address: string;
                            phone: string;
                            notes: string;
                            lat: number | null;
                            lng: number | null;
                            handover_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            delivery_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            /** @enum {string|null} */
                            shipped_by: "courier" | "vendor" | null;
                            /** @enum {string|null} */
                            delivered_by: "courier" | "vendor" | null;
                            /** Format: date-time */
                            placed_at: string | null;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            accepted_at: string | null;
                            /** Format: date-time */
                            ready_at: string | null;
                            /** Format: date-time */
                            shipped_at: string | null;
                            /** Format: date-time */
                            delivered_at: string | null;
                            /** Format: date-time */
                            completed_at: string | null;
                            /** Format: date-time */
                            declined_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                            /** Format: date-time */
                            expired_at: string | null;
                            /** Format: date-time */
                            refunded_at: string | null;
                            /** Format: date-time */
                            disputed_at: string | null;
                            /** Format: date-time */
                            pay_by: string | null;
                            /** Format: date-time */
                            accept_by: string | null;
                            /** Format: date-time */
                            ship_by: string | null;
                            /** Format: date-time */
                            release_at: string | null;
                            problem_reason: string | null;
                            dispute: Record<string, never> | null;
                            timeline: {
                                key: string;
                                label: string;
                                /** Format: date-time */
                                at: string | null;
                            }[];
                            actions: string[];
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    OrdersController_mine: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                status?: "pending" | "new" | "preparing" | "ready" | "out_for_delivery" | "processing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled" | "expired" | "disputed" | "refunded";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "kind": "food_order",
                     *           "profile": "food",
                     *           "status": "cancelled",
                     *           "status_label": "text",
                     *           "payment_status": "paid",
                     *           "escrow_status": "held",
                     *           "vendor": {
                     *             "id": 7,
                     *             "business_name": "Amaka Okafor",
                     *             "phone": "+2348031234567"
                     *           },
                     *           "customer": {
                     *             "id": 7,
                     *             "name": "Amaka Okafor"
                     *           },
                     *           "items": [
                     *             {
                     *               "item_id": 7,
                     *               "name": "Amaka Okafor",
                     *               "price": 25000,
                     *               "quantity": 1,
                     *               "line_total": 25000,
                     *               "image": "https://oja.example.com/uploads/example.webp"
                     *             }
                     *           ],
                     *           "subtotal": 25000,
                     *           "delivery_fee": 25000,
                     *           "total_amount": 25000,
                     *           "delivery_address": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567",
                     *           "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "lat": 1,
                     *           "lng": 1,
                     *           "handover_photo": {
                     *             "id": 7,
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *           },
                     *           "delivery_photo": {
                     *             "id": 7,
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *           },
                     *           "shipped_by": "courier",
                     *           "delivered_by": "courier",
                     *           "placed_at": "2026-11-20T09:30:00.000Z",
                     *           "paid_at": "2026-11-20T09:30:00.000Z",
                     *           "accepted_at": "2026-11-20T09:30:00.000Z",
                     *           "ready_at": "2026-11-20T09:30:00.000Z",
                     *           "shipped_at": "2026-11-20T09:30:00.000Z",
                     *           "delivered_at": "2026-11-20T09:30:00.000Z",
                     *           "completed_at": "2026-11-20T09:30:00.000Z",
                     *           "declined_at": "2026-11-20T09:30:00.000Z",
                     *           "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *           "expired_at": "2026-11-20T09:30:00.000Z",
                     *           "refunded_at": "2026-11-20T09:30:00.000Z",
                     *           "disputed_at": "2026-11-20T09:30:00.000Z",
                     *           "pay_by": "2026-11-20T09:30:00.000Z",
                     *           "accept_by": "2026-11-20T09:30:00.000Z",
                     *           "ship_by": "2026-11-20T09:30:00.000Z",
                     *           "release_at": "2026-11-20T09:30:00.000Z",
                     *           "problem_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "dispute": {},
                     *           "timeline": [
                     *             {
                     *               "key": "text",
                     *               "label": "text",
                     *               "at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ],
                     *           "actions": [
                     *             "text"
                     *           ],
                     *           "created_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "food_order" | "shop_order";
                            /** @enum {string} */
                            profile: "food" | "product";
                            /** @enum {string} */
                            status: "cancelled" | "completed" | "declined" | "delivered" | "disputed" | "expired" | "new" | "out_for_delivery" | "pending" | "preparing" | "processing" | "ready" | "refunded" | "shipped";
                            status_label: string;
                            /** @enum {string} */
                            payment_status: "paid" | "pending" | "refunded";
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            vendor: {
                                id: number;
                                business_name: string;
                                phone: string | null;
                            };
                            customer: {
                                id: number;
                                name: string;
                            };
                            items: {
                                item_id: number;
                                name: string;
                                price: number;
                                quantity: number;
                                line_total: number;
                                image: string | null;
                            }[];
                            subtotal: number;
                            delivery_fee: number;
                            total_amount: number;
                            delivery_address: string;
                            phone: string;
                            notes: string;
                            lat: number | null;
                            lng: number | null;
                            handover_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            delivery_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            /** @enum {string|null} */
                            shipped_by: "courier" | "vendor" | null;
                            /** @enum {string|null} */
                            delivered_by: "courier" | "vendor" | null;
                            /** Format: date-time */
                            placed_at: string | null;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            accepted_at: string | null;
                            /** Format: date-time */
                            ready_at: string | null;
                            /** Format: date-time */
                            shipped_at: string | null;
                            /** Format: date-time */
                            delivered_at: string | null;
                            /** Format: date-time */
                            completed_at: string | null;
                            /** Format: date-time */
                            declined_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                            /** Format: date-time */
                            expired_at: string | null;
                            /** Format: date-time */
                            refunded_at: string | null;
                            /** Format: date-time */
                            disputed_at: string | null;
                            /** Format: date-time */
                            pay_by: string | null;
                            /** Format: date-time */
                            accept_by: string | null;
                            /** Format: date-time */
                            ship_by: string | null;
                            /** Format: date-time */
                            release_at: string | null;
                            problem_reason: string | null;
                            dispute: Record<string, never> | null;
                            timeline: {
                                key: string;
                                label: string;
                                /** Format: date-time */
                                at: string | null;
                            }[];
                            actions: string[];
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    OrdersController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 7,
                     *         "kind": "food_order",
                     *         "profile": "food",
                     *         "status": "cancelled",
                     *         "status_label": "text",
                     *         "payment_status": "paid",
                     *         "escrow_status": "held",
                     *         "vendor": {
                     *           "id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "items": [
                     *           {
                     *             "item_id": 7,
                     *             "name": "Amaka Okafor",
                     *             "price": 25000,
                     *             "quantity": 1,
                     *             "line_total": 25000,
                     *             "image": "https://oja.example.com/uploads/example.webp"
                     *           }
                     *         ],
                     *         "subtotal": 25000,
                     *         "delivery_fee": 25000,
                     *         "total_amount": 25000,
                     *         "delivery_address": "Lekki Phase 1, Lagos",
                     *         "phone": "+2348031234567",
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "lat": 1,
                     *         "lng": 1,
                     *         "handover_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "delivery_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "shipped_by": "courier",
                     *         "delivered_by": "courier",
                     *         "placed_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "ready_at": "2026-11-20T09:30:00.000Z",
                     *         "shipped_at": "2026-11-20T09:30:00.000Z",
                     *         "delivered_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "expired_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z",
                     *         "pay_by": "2026-11-20T09:30:00.000Z",
                     *         "accept_by": "2026-11-20T09:30:00.000Z",
                     *         "ship_by": "2026-11-20T09:30:00.000Z",
                     *         "release_at": "2026-11-20T09:30:00.000Z",
                     *         "problem_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "dispute": {},
                     *         "timeline": [
                     *           {
                     *             "key": "text",
                     *             "label": "text",
                     *             "at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "actions": [
                     *           "text"
                     *         ],
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "food_order" | "shop_order";
                            /** @enum {string} */
                            profile: "food" | "product";
                            /** @enum {string} */
                            status: "cancelled" | "completed" | "declined" | "delivered" | "disputed" | "expired" | "new" | "out_for_delivery" | "pending" | "preparing" | "processing" | "ready" | "refunded" | "shipped";
                            status_label: string;
                            /** @enum {string} */
                            payment_status: "paid" | "pending" | "refunded";
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            vendor: {
                                id: number;
                                business_name: string;
                                phone: string | null;
                            };
                            customer: {
                                id: number;
                                name: string;
                            };
                            items: {
                                item_id: number;
                                name: string;
                                price: number;
                                quantity: number;
                                line_total: number;
                                image: string | null;
                            }[];
                            subtotal: number;
                            delivery_fee: number;
                            total_amount: number;
                            delivery_address: string;
                            phone: string;
                            notes: string;
                            lat: number | null;
                            lng: number | null;
                            handover_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            delivery_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            /** @enum {string|null} */
                            shipped_by: "courier" | "vendor" | null;
                            /** @enum {string|null} */
                            delivered_by: "courier" | "vendor" | null;
                            /** Format: date-time */
                            placed_at: string | null;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            accepted_at: string | null;
                            /** Format: date-time */
                            ready_at: string | null;
                            /** Format: date-time */
                            shipped_at: string | null;
                            /** Format: date-time */
                            delivered_at: string | null;
                            /** Format: date-time */
                            completed_at: string | null;
                            /** Format: date-time */
                            declined_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                            /** Format: date-time */
                            expired_at: string | null;
                            /** Format: date-time */
                            refunded_at: string | null;
                            /** Format: date-time */
                            disputed_at: string | null;
                            /** Format: date-time */
                            pay_by: string | null;
                            /** Format: date-time */
                            accept_by: string | null;
                            /** Format: date-time */
                            ship_by: string | null;
                            /** Format: date-time */
                            release_at: string | null;
                            problem_reason: string | null;
                            dispute: Record<string, never> | null;
                            timeline: {
                                key: string;
                                label: string;
                                /** Format: date-time */
                                at: string | null;
                            }[];
                            actions: string[];
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    OrdersController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Order cancelled.",
                     *       "data": {
                     *         "id": 7,
                     *         "kind": "food_order",
                     *         "profile": "food",
                     *         "status": "cancelled",
                     *         "status_label": "text",
                     *         "payment_status": "paid",
                     *         "escrow_status": "held",
                     *         "vendor": {
                     *           "id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "items": [
                     *           {
                     *             "item_id": 7,
                     *             "name": "Amaka Okafor",
                     *             "price": 25000,
                     *             "quantity": 1,
                     *             "line_total": 25000,
                     *             "image": "https://oja.example.com/uploads/example.webp"
                     *           }
                     *         ],
                     *         "subtotal": 25000,
                     *         "delivery_fee": 25000,
                     *         "total_amount": 25000,
                     *         "delivery_address": "Lekki Phase 1, Lagos",
                     *         "phone": "+2348031234567",
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "lat": 1,
                     *         "lng": 1,
                     *         "handover_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "delivery_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "shipped_by": "courier",
                     *         "delivered_by": "courier",
                     *         "placed_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "ready_at": "2026-11-20T09:30:00.000Z",
                     *         "shipped_at": "2026-11-20T09:30:00.000Z",
                     *         "delivered_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "expired_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z",
                     *         "pay_by": "2026-11-20T09:30:00.000Z",
                     *         "accept_by": "2026-11-20T09:30:00.000Z",
                     *         "ship_by": "2026-11-20T09:30:00.000Z",
                     *         "release_at": "2026-11-20T09:30:00.000Z",
                     *         "problem_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "dispute": {},
                     *         "timeline": [
                     *           {
                     *             "key": "text",
                     *             "label": "text",
                     *             "at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "actions": [
                     *           "text"
                     *         ],
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Order cancelled. */
                        message: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "food_order" | "shop_order";
                            /** @enum {string} */
                            profile: "food" | "product";
                            /** @enum {string} */
                            status: "cancelled" | "completed" | "declined" | "delivered" | "disputed" | "expired" | "new" | "out_for_delivery" | "pending" | "preparing" | "processing" | "ready" | "refunded" | "shipped";
                            status_label: string;
                            /** @enum {string} */
                            payment_status: "paid" | "pending" | "refunded";
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            vendor: {
                                id: number;
                                business_name: string;
                                phone: string | null;
                            };
                            customer: {
                                id: number;
                                name: string;
                            };
                            items: {
                                item_id: number;
                                name: string;
                                price: number;
                                quantity: number;
                                line_total: number;
                                image: string | null;
                            }[];
                            subtotal: number;
                            delivery_fee: number;
                            total_amount: number;
                            delivery_address: string;
                            phone: string;
                            notes: string;
                            lat: number | null;
                            lng: number | null;
                            handover_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            delivery_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            /** @enum {string|null} */
                            shipped_by: "courier" | "vendor" | null;
                            /** @enum {string|null} */
                            delivered_by: "courier" | "vendor" | null;
                            /** Format: date-time */
                            placed_at: string | null;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            accepted_at: string | null;
                            /** Format: date-time */
                            ready_at: string | null;
                            /** Format: date-time */
                            shipped_at: string | null;
                            /** Format: date-time */
                            delivered_at: string | null;
                            /** Format: date-time */
                            completed_at: string | null;
                            /** Format: date-time */
                            declined_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                            /** Format: date-time */
                            expired_at: string | null;
                            /** Format: date-time */
                            refunded_at: string | null;
                            /** Format: date-time */
                            disputed_at: string | null;
                            /** Format: date-time */
                            pay_by: string | null;
                            /** Format: date-time */
                            accept_by: string | null;
                            /** Format: date-time */
                            ship_by: string | null;
                            /** Format: date-time */
                            release_at: string | null;
                            problem_reason: string | null;
                            dispute: Record<string, never> | null;
                            timeline: {
                                key: string;
                                label: string;
                                /** Format: date-time */
                                at: string | null;
                            }[];
                            actions: string[];
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    OrdersController_confirmDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Thank you! The delivery is confirmed and the vendor has been paid.",
                     *       "data": {
                     *         "id": 7,
                     *         "kind": "food_order",
                     *         "profile": "food",
                     *         "status": "cancelled",
                     *         "status_label": "text",
                     *         "payment_status": "paid",
                     *         "escrow_status": "held",
                     *         "vendor": {
                     *           "id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "items": [
                     *           {
                     *             "item_id": 7,
                     *             "name": "Amaka Okafor",
                     *             "price": 25000,
                     *             "quantity": 1,
                     *             "line_total": 25000,
                     *             "image": "https://oja.example.com/uploads/example.webp"
                     *           }
                     *         ],
                     *         "subtotal": 25000,
                     *         "delivery_fee": 25000,
                     *         "total_amount": 25000,
                     *         "delivery_address": "Lekki Phase 1, Lagos",
                     *         "phone": "+2348031234567",
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "lat": 1,
                     *         "lng": 1,
                     *         "handover_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "delivery_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "shipped_by": "courier",
                     *         "delivered_by": "courier",
                     *         "placed_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "ready_at": "2026-11-20T09:30:00.000Z",
                     *         "shipped_at": "2026-11-20T09:30:00.000Z",
                     *         "delivered_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "expired_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z",
                     *         "pay_by": "2026-11-20T09:30:00.000Z",
                     *         "accept_by": "2026-11-20T09:30:00.000Z",
                     *         "ship_by": "2026-11-20T09:30:00.000Z",
                     *         "release_at": "2026-11-20T09:30:00.000Z",
                     *         "problem_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "dispute": {},
                     *         "timeline": [
                     *           {
                     *             "key": "text",
                     *             "label": "text",
                     *             "at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "actions": [
                     *           "text"
                     *         ],
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Thank you! The delivery is confirmed and the vendor has been paid. */
                        message: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "food_order" | "shop_order";
                            /** @enum {string} */
                            profile: "food" | "product";
                            /** @enum {string} */
                            status: "cancelled" | "completed" | "declined" | "delivered" | "disputed" | "expired" | "new" | "out_for_delivery" | "pending" | "preparing" | "processing" | "ready" | "refunded" | "shipped";
                            status_label: string;
                            /** @enum {string} */
                            payment_status: "paid" | "pending" | "refunded";
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            vendor: {
                                id: number;
                                business_name: string;
                                phone: string | null;
                            };
                            customer: {
                                id: number;
                                name: string;
                            };
                            items: {
                                item_id: number;
                                name: string;
                                price: number;
                                quantity: number;
                                line_total: number;
                                image: string | null;
                            }[];
                            subtotal: number;
                            delivery_fee: number;
                            total_amount: number;
                            delivery_address: string;
                            phone: string;
                            notes: string;
                            lat: number | null;
                            lng: number | null;
                            handover_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            delivery_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            /** @enum {string|null} */
                            shipped_by: "courier" | "vendor" | null;
                            /** @enum {string|null} */
                            delivered_by: "courier" | "vendor" | null;
                            /** Format: date-time */
                            placed_at: string | null;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            accepted_at: string | null;
                            /** Format: date-time */
                            ready_at: string | null;
                            /** Format: date-time */
                            shipped_at: string | null;
                            /** Format: date-time */
                            delivered_at: string | null;
                            /** Format: date-time */
                            completed_at: string | null;
                            /** Format: date-time */
                            declined_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                            /** Format: date-time */
                            expired_at: string | null;
                            /** Format: date-time */
                            refunded_at: string | null;
                            /** Format: date-time */
                            disputed_at: string | null;
                            /** Format: date-time */
                            pay_by: string | null;
                            /** Format: date-time */
                            accept_by: string | null;
                            /** Format: date-time */
                            ship_by: string | null;
                            /** Format: date-time */
                            release_at: string | null;
                            problem_reason: string | null;
                            dispute: Record<string, never> | null;
                            timeline: {
                                key: string;
                                label: string;
                                /** Format: date-time */
                                at: string | null;
                            }[];
                            actions: string[];
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    OrdersController_confirmPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmOrderPaymentDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Payment confirmed. Your money is held in escrow until you confirm the delivery.",
                     *       "data": {
                     *         "id": 7,
                     *         "kind": "food_order",
                     *         "profile": "food",
                     *         "status": "cancelled",
                     *         "status_label": "text",
                     *         "payment_status": "paid",
                     *         "escrow_status": "held",
                     *         "vendor": {
                     *           "id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "items": [
                     *           {
                     *             "item_id": 7,
                     *             "name": "Amaka Okafor",
                     *             "price": 25000,
                     *             "quantity": 1,
                     *             "line_total": 25000,
                     *             "image": "https://oja.example.com/uploads/example.webp"
                     *           }
                     *         ],
                     *         "subtotal": 25000,
                     *         "delivery_fee": 25000,
                     *         "total_amount": 25000,
                     *         "delivery_address": "Lekki Phase 1, Lagos",
                     *         "phone": "+2348031234567",
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "lat": 1,
                     *         "lng": 1,
                     *         "handover_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "delivery_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "shipped_by": "courier",
                     *         "delivered_by": "courier",
                     *         "placed_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "ready_at": "2026-11-20T09:30:00.000Z",
                     *         "shipped_at": "2026-11-20T09:30:00.000Z",
                     *         "delivered_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "expired_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z",
                     *         "pay_by": "2026-11-20T09:30:00.000Z",
                     *         "accept_by": "2026-11-20T09:30:00.000Z",
                     *         "ship_by": "2026-11-20T09:30:00.000Z",
                     *         "release_at": "2026-11-20T09:30:00.000Z",
                     *         "problem_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "dispute": {},
                     *         "timeline": [
                     *           {
                     *             "key": "text",
                     *             "label": "text",
                     *             "at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "actions": [
                     *           "text"
                     *         ],
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Payment confirmed. Your money is held in escrow until you confirm the delivery. */
                        message: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "food_order" | "shop_order";
                            /** @enum {string} */
                            profile: "food" | "product";
                            /** @enum {string} */
                            status: "cancelled" | "completed" | "declined" | "delivered" | "disputed" | "expired" | "new" | "out_for_delivery" | "pending" | "preparing" | "processing" | "ready" | "refunded" | "shipped";
                            status_label: string;
                            /** @enum {string} */
                            payment_status: "paid" | "pending" | "refunded";
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            vendor: {
                                id: number;
                                business_name: string;
                                phone: string | null;
                            };
                            customer: {
                                id: number;
                                name: string;
                            };
                            items: {
                                item_id: number;
                                name: string;
                                price: number;
                                quantity: number;
                                line_total: number;
                                image: string | null;
                            }[];
                            subtotal: number;
                            delivery_fee: number;
                            total_amount: number;
                            delivery_address: string;
                            phone: string;
                            notes: string;
                            lat: number | null;
                            lng: number | null;
                            handover_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            delivery_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            /** @enum {string|null} */
                            shipped_by: "courier" | "vendor" | null;
                            /** @enum {string|null} */
                            delivered_by: "courier" | "vendor" | null;
                            /** Format: date-time */
                            placed_at: string | null;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            accepted_at: string | null;
                            /** Format: date-time */
                            ready_at: string | null;
                            /** Format: date-time */
                            shipped_at: string | null;
                            /** Format: date-time */
                            delivered_at: string | null;
                            /** Format: date-time */
                            completed_at: string | null;
                            /** Format: date-time */
                            declined_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                            /** Format: date-time */
                            expired_at: string | null;
                            /** Format: date-time */
                            refunded_at: string | null;
                            /** Format: date-time */
                            disputed_at: string | null;
                            /** Format: date-time */
                            pay_by: string | null;
                            /** Format: date-time */
                            accept_by: string | null;
                            /** Format: date-time */
                            ship_by: string | null;
                            /** Format: date-time */
                            release_at: string | null;
                            problem_reason: string | null;
                            dispute: Record<string, never> | null;
                            timeline: {
                                key: string;
                                label: string;
                                /** Format: date-time */
                                at: string | null;
                            }[];
                            actions: string[];
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    OrdersController_pay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutReturnDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "payment_url": "https://oja.example.com/uploads/example.webp",
                     *         "reference": "oja_3f9a2c7e1b8d4a60"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            payment_url: string;
                            reference: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    OrdersController_reportProblem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportProblemDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your report has been sent. The payment stays in escrow until an administrator resolves it.",
                     *       "data": {
                     *         "id": 7,
                     *         "kind": "food_order",
                     *         "profile": "food",
                     *         "status": "cancelled",
                     *         "status_label": "text",
                     *         "payment_status": "paid",
                     *         "escrow_status": "held",
                     *         "vendor": {
                     *           "id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "items": [
                     *           {
                     *             "item_id": 7,
                     *             "name": "Amaka Okafor",
                     *             "price": 25000,
                     *             "quantity": 1,
                     *             "line_total": 25000,
                     *             "image": "https://oja.example.com/uploads/example.webp"
                     *           }
                     *         ],
                     *         "subtotal": 25000,
                     *         "delivery_fee": 25000,
                     *         "total_amount": 25000,
                     *         "delivery_address": "Lekki Phase 1, Lagos",
                     *         "phone": "+2348031234567",
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "lat": 1,
                     *         "lng": 1,
                     *         "handover_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "delivery_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "shipped_by": "courier",
                     *         "delivered_by": "courier",
                     *         "placed_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "ready_at": "2026-11-20T09:30:00.000Z",
                     *         "shipped_at": "2026-11-20T09:30:00.000Z",
                     *         "delivered_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "expired_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z",
                     *         "pay_by": "2026-11-20T09:30:00.000Z",
                     *         "accept_by": "2026-11-20T09:30:00.000Z",
                     *         "ship_by": "2026-11-20T09:30:00.000Z",
                     *         "release_at": "2026-11-20T09:30:00.000Z",
                     *         "problem_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "dispute": {},
                     *         "timeline": [
                     *           {
                     *             "key": "text",
                     *             "label": "text",
                     *             "at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "actions": [
                     *           "text"
                     *         ],
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Your report has been sent. The payment stays in escrow until an administrator resolves it. */
                        message: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "food_order" | "shop_order";
                            /** @enum {string} */
                            profile: "food" | "product";
                            /** @enum {string} */
                            status: "cancelled" | "completed" | "declined" | "delivered" | "disputed" | "expired" | "new" | "out_for_delivery" | "pending" | "preparing" | "processing" | "ready" | "refunded" | "shipped";
                            status_label: string;
                            /** @enum {string} */
                            payment_status: "paid" | "pending" | "refunded";
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            vendor: {
                                id: number;
                                business_name: string;
                                phone: string | null;
                            };
                            customer: {
                                id: number;
                                name: string;
                            };
                            items: {
                                item_id: number;
                                name: string;
                                price: number;
                                quantity: number;
                                line_total: number;
                                image: string | null;
                            }[];
                            subtotal: number;
                            delivery_fee: number;
                            total_amount: number;
                            delivery_address: string;
                            phone: string;
                            notes: string;
                            lat: number | null;
                            lng: number | null;
                            handover_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            delivery_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            /** @enum {string|null} */
                            shipped_by: "courier" | "vendor" | null;
                            /** @enum {string|null} */
                            delivered_by: "courier" | "vendor" | null;
                            /** Format: date-time */
                            placed_at: string | null;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            accepted_at: string | null;
                            /** Format: date-time */
                            ready_at: string | null;
                            /** Format: date-time */
                            shipped_at: string | null;
                            /** Format: date-time */
                            delivered_at: string | null;
                            /** Format: date-time */
                            completed_at: string | null;
                            /** Format: date-time */
                            declined_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                            /** Format: date-time */
                            expired_at: string | null;
                            /** Format: date-time */
                            refunded_at: string | null;
                            /** Format: date-time */
                            disputed_at: string | null;
                            /** Format: date-time */
                            pay_by: string | null;
                            /** Format: date-time */
                            accept_by: string | null;
                            /** Format: date-time */
                            ship_by: string | null;
                            /** Format: date-time */
                            release_at: string | null;
                            problem_reason: string | null;
                            dispute: Record<string, never> | null;
                            timeline: {
                                key: string;
                                label: string;
                                /** Format: date-time */
                                at: string | null;
                            }[];
                            actions: string[];
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    OrdersController_reportPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Photo added to your report.",
                     *       "data": {
                     *         "id": 7,
                     *         "purpose": "dispute",
                     *         "content_type": "text",
                     *         "size": 1,
                     *         "uploaded_by": "customer",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "url": "https://oja.example.com/uploads/example.webp",
                     *         "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Photo added to your report. */
                        message: string;
                        data: components["schemas"]["AttachmentView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    OtpController_send: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendPhoneOtpDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Saved successfully.",
                     *       "expires_in": 1,
                     *       "resend_in": 1
                     *     }
                     */
                    "application/json": {
                        message: string;
                        expires_in: number;
                        resend_in: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    OtpController_verify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyPhoneOtpDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Saved successfully.",
                     *       "phone_verified": true,
                     *       "phone_verified_at": "2026-11-20T09:30:00.000Z"
                     *     }
                     */
                    "application/json": {
                        message: string;
                        phone_verified: boolean;
                        /** Format: date-time */
                        phone_verified_at: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    OtpController_callback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example text */
                    "text/xml": string;
                };
            };
            500: components["responses"]["Error500"];
        };
    };
    AuthController_change: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Saved successfully.",
                     *       "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.signature"
                     *     }
                     */
                    "application/json": {
                        message: string;
                        token: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    AuthController_forgot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "If an account exists for that e-mail, we have sent a password reset link."
                     *     }
                     */
                    "application/json": {
                        /** @example If an account exists for that e-mail, we have sent a password reset link. */
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    AuthController_reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your password has been reset. You can now log in."
                     *     }
                     */
                    "application/json": {
                        /** @example Your password has been reset. You can now log in. */
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    WalletController_banks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "name": "Amaka Okafor",
                     *           "code": "ORDER_NOT_PAYABLE"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Bank"][];
                    };
                };
            };
            500: components["responses"]["Error500"];
        };
    };
    PaymentWebhooksController_webhook: {
        parameters: {
            query?: never;
            header: {
                /** @description hex HMAC-SHA512 of the raw body with the secret key */
                "x-paystack-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @example charge.success */
                    event: string;
                    data: {
                        reference?: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ignored"
                     *     }
                     */
                    "application/json": {
                        /** @example ignored */
                        status: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            /** @description Invalid webhook signature */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 401,
                     *       "request_id": "0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d",
                     *       "code": "UNAUTHENTICATED",
                     *       "message": "Unauthenticated."
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    SandboxCheckoutController_page: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example text */
                    "text/html": string;
                };
            };
            400: components["responses"]["Error400"];
            /** @description This checkout does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "request_id": "0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d",
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["Error500"];
        };
    };
    SandboxCheckoutController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 303 to the customer’s list */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            /** @description This checkout does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "request_id": "0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d",
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["Error500"];
        };
    };
    SandboxCheckoutController_pay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 303 to the callback URL */
            303: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            /** @description This checkout does not exist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 404,
                     *       "request_id": "0b6f3c1e-2d4a-4f5b-9c8d-7e6f5a4b3c2d",
                     *       "code": "NOT_FOUND",
                     *       "message": "Not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            500: components["responses"]["Error500"];
        };
    };
    ProductsController_list: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                q?: string;
                category?: string;
                /** @description a vendor id */
                vendor?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "vendor": {
                     *             "id": 7,
                     *             "business_name": "Amaka Okafor",
                     *             "delivery_fee": 25000,
                     *             "free_delivery_over": 1
                     *           },
                     *           "status": "text",
                     *           "id": 7,
                     *           "vendor_id": 7,
                     *           "name": "Amaka Okafor",
                     *           "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "price": 25000,
                     *           "category": "text",
                     *           "image": "https://oja.example.com/uploads/example.webp",
                     *           "images": [
                     *             {
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "srcset": "text",
                     *               "width": 1,
                     *               "height": 1
                     *             }
                     *           ],
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "updated_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "sample": true,
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: ({
                            vendor: {
                                id: number;
                                business_name: string;
                                delivery_fee: number;
                                free_delivery_over: number | null;
                            };
                            status: string;
                            id: number;
                            vendor_id: number;
                            name: string;
                            description: string;
                            price: number;
                            category: string;
                            image: string;
                            images: components["schemas"]["PresentedPhoto"][];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        } | {
                            vendor: {
                                id: number;
                                business_name: string;
                                delivery_fee: number;
                                free_delivery_over: number | null;
                            };
                            stock: number;
                            low_stock_threshold: number;
                            sold: number;
                            /** @enum {string} */
                            status: "active" | "low-stock" | "out-of-stock";
                            id: number;
                            vendor_id: number;
                            name: string;
                            description: string;
                            price: number;
                            category: string;
                            image: string;
                            images: components["schemas"]["PresentedPhoto"][];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        })[];
                        meta: {
                            sample: boolean;
                            current_page: number;
                            per_page: number;
                            total: number;
                            last_page: number;
                        };
                    };
                };
            };
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ProductsController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "vendor": {
                     *           "id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "delivery_fee": 25000,
                     *           "free_delivery_over": 1
                     *         },
                     *         "status": "text",
                     *         "id": 7,
                     *         "vendor_id": 7,
                     *         "name": "Amaka Okafor",
                     *         "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "price": 25000,
                     *         "category": "text",
                     *         "image": "https://oja.example.com/uploads/example.webp",
                     *         "images": [
                     *           {
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "srcset": "text",
                     *             "width": 1,
                     *             "height": 1
                     *           }
                     *         ],
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            vendor: {
                                id: number;
                                business_name: string;
                                delivery_fee: number;
                                free_delivery_over: number | null;
                            };
                            status: string;
                            id: number;
                            vendor_id: number;
                            name: string;
                            description: string;
                            price: number;
                            category: string;
                            image: string;
                            images: components["schemas"]["PresentedPhoto"][];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        } | {
                            vendor: {
                                id: number;
                                business_name: string;
                                delivery_fee: number;
                                free_delivery_over: number | null;
                            };
                            stock: number;
                            low_stock_threshold: number;
                            sold: number;
                            /** @enum {string} */
                            status: "active" | "low-stock" | "out-of-stock";
                            id: number;
                            vendor_id: number;
                            name: string;
                            description: string;
                            price: number;
                            category: string;
                            image: string;
                            images: components["schemas"]["PresentedPhoto"][];
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    UsersController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Profile image updated successfully!",
                     *       "profile_image_url": "https://oja.example.com/uploads/example.webp"
                     *     }
                     */
                    "application/json": {
                        /** @example Profile image updated successfully! */
                        message: string;
                        profile_image_url: string;
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    PushConfigController_config: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "enabled": true,
                     *         "public_key": "text"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            enabled: boolean;
                            public_key: string | null;
                        };
                    };
                };
            };
            500: components["responses"]["Error500"];
        };
    };
    AuthController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Registration successful! Please check your email to verify your account.",
                     *       "user": {
                     *         "id": 7,
                     *         "name": "Amaka Okafor",
                     *         "email": "amaka.okafor@example.com",
                     *         "phone": "+2348031234567",
                     *         "user_type": "user",
                     *         "profile_image": "https://oja.example.com/uploads/example.webp",
                     *         "email_verified_at": "2026-11-20T09:30:00.000Z",
                     *         "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor",
                     *           "category": "food_vendor",
                     *           "vendor_type": "business",
                     *           "verification_status": "pending",
                     *           "is_verified": true,
                     *           "is_live": true
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Registration successful! Please check your email to verify your account. */
                        message: string;
                        user: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    ReviewsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReviewDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Saved successfully.",
                     *       "data": {
                     *         "id": 7,
                     *         "subject_kind": "text",
                     *         "subject_id": 7,
                     *         "author_role": "customer",
                     *         "author": {
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "rating": 4.5,
                     *         "comment": "text",
                     *         "revealed": true,
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        message: string;
                        data: components["schemas"]["Review"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ReviewsController_pending: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "subject_kind": "text",
                     *           "subject_id": 7,
                     *           "role": "customer",
                     *           "title": "Kitchen sink repair",
                     *           "completed_at": "2026-11-20T09:30:00.000Z",
                     *           "window_closes_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: {
                            subject_kind: string;
                            subject_id: number;
                            /** @enum {string} */
                            role: "customer" | "vendor";
                            title: string;
                            /** Format: date-time */
                            completed_at: string | null;
                            /** Format: date-time */
                            window_closes_at: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    ReviewsController_subject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "subject_kind": "text",
                     *         "subject_id": 7,
                     *         "role": "customer",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "window_closes_at": "2026-11-20T09:30:00.000Z",
                     *         "can_review": true,
                     *         "rule": "text",
                     *         "mine": {
                     *           "id": 7,
                     *           "subject_kind": "text",
                     *           "subject_id": 7,
                     *           "author_role": "customer",
                     *           "author": {
                     *             "name": "Amaka Okafor"
                     *           },
                     *           "rating": 4.5,
                     *           "comment": "text",
                     *           "revealed": true,
                     *           "created_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "theirs": {
                     *           "id": 7,
                     *           "subject_kind": "text",
                     *           "subject_id": 7,
                     *           "author_role": "customer",
                     *           "author": {
                     *             "name": "Amaka Okafor"
                     *           },
                     *           "rating": 4.5,
                     *           "comment": "text",
                     *           "revealed": true,
                     *           "created_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "theirs_written": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            subject_kind: string;
                            subject_id: number;
                            /** @enum {string} */
                            role: "customer" | "vendor";
                            /** Format: date-time */
                            completed_at: string | null;
                            /** Format: date-time */
                            window_closes_at: string | null;
                            can_review: boolean;
                            rule: string;
                            mine: components["schemas"]["Review"] | null;
                            theirs: components["schemas"]["Review"] | null;
                            theirs_written: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    OnlineRidersController_online: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "name": "Amaka Okafor",
                     *           "business_name": "Amaka Okafor",
                     *           "vehicle_type": "text",
                     *           "experience_years": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            business_name: string;
                            vehicle_type: string;
                            experience_years: number;
                        }[];
                    };
                };
            };
            500: components["responses"]["Error500"];
        };
    };
    RidesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRideDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Ride saved",
                     *       "data": {
                     *         "id": 7,
                     *         "pickup": "text",
                     *         "destination": "text",
                     *         "distance_km": 1,
                     *         "fare": 1,
                     *         "rider_id": 7,
                     *         "rating": 4.5,
                     *         "demo": true,
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Ride saved */
                        message: string;
                        data: components["schemas"]["Ride"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    RidesController_mine: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "pickup": "text",
                     *           "destination": "text",
                     *           "distance_km": 1,
                     *           "fare": 1,
                     *           "rider_id": 7,
                     *           "rating": 4.5,
                     *           "demo": true,
                     *           "created_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Ride"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ServiceOrdersController_list: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "status": "accepted",
                     *           "payment_status": "paid",
                     *           "escrow_status": "disputed",
                     *           "total_amount": 25000,
                     *           "deadline": "text",
                     *           "requirements": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "service_address": "Lekki Phase 1, Lagos",
                     *           "address_to_be_agreed": true,
                     *           "preferred_time": "afternoon",
                     *           "vendor_response": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "cancelled_by": "admin",
                     *           "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "updated_at": "2026-11-20T09:30:00.000Z",
                     *           "accepted_at": "2026-11-20T09:30:00.000Z",
                     *           "paid_at": "2026-11-20T09:30:00.000Z",
                     *           "started_at": "2026-11-20T09:30:00.000Z",
                     *           "completed_at": "2026-11-20T09:30:00.000Z",
                     *           "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *           "released_at": "2026-11-20T09:30:00.000Z",
                     *           "refunded_at": "2026-11-20T09:30:00.000Z",
                     *           "dispute_until": "2026-11-20T09:30:00.000Z",
                     *           "auto_release_at": "2026-11-20T09:30:00.000Z",
                     *           "service_pricing": {
                     *             "id": 7,
                     *             "title": "Kitchen sink repair"
                     *           },
                     *           "service_vendor": {
                     *             "id": 7,
                     *             "service_name": "Amaka Okafor",
                     *             "location": "Lekki Phase 1, Lagos",
                     *             "phone": "+2348031234567",
                     *             "vendor": {
                     *               "business_name": "Amaka Okafor",
                     *               "user": {
                     *                 "phone": "+2348031234567"
                     *               }
                     *             }
                     *           },
                     *           "dispute": {
                     *             "id": 7,
                     *             "status": "open",
                     *             "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *             "vendor_statement": "text",
                     *             "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *             "resolution": "refund",
                     *             "refund_amount": 25000,
                     *             "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *             "created_at": "2026-11-20T09:30:00.000Z",
                     *             "resolved_at": "2026-11-20T09:30:00.000Z",
                     *             "photos": [
                     *               {
                     *                 "id": 7,
                     *                 "purpose": "dispute",
                     *                 "content_type": "text",
                     *                 "size": 1,
                     *                 "uploaded_by": "customer",
                     *                 "created_at": "2026-11-20T09:30:00.000Z",
                     *                 "url": "https://oja.example.com/uploads/example.webp",
                     *                 "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *               }
                     *             ]
                     *           },
                     *           "available_actions": [
                     *             "ACCEPT"
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CustomerServiceOrder"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ServiceOrdersController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateServiceOrderDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service request sent successfully! The vendor will respond shortly.",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "payment_status": "paid",
                     *         "escrow_status": "disputed",
                     *         "total_amount": 25000,
                     *         "deadline": "text",
                     *         "requirements": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "service_address": "Lekki Phase 1, Lagos",
                     *         "address_to_be_agreed": true,
                     *         "preferred_time": "afternoon",
                     *         "vendor_response": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "cancelled_by": "admin",
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "dispute_until": "2026-11-20T09:30:00.000Z",
                     *         "auto_release_at": "2026-11-20T09:30:00.000Z",
                     *         "service_pricing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair"
                     *         },
                     *         "service_vendor": {
                     *           "id": 7,
                     *           "service_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567",
                     *           "vendor": {
                     *             "business_name": "Amaka Okafor",
                     *             "user": {
                     *               "phone": "+2348031234567"
                     *             }
                     *           }
                     *         },
                     *         "dispute": {
                     *           "id": 7,
                     *           "status": "open",
                     *           "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "vendor_statement": "text",
                     *           "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *           "resolution": "refund",
                     *           "refund_amount": 25000,
                     *           "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "resolved_at": "2026-11-20T09:30:00.000Z",
                     *           "photos": [
                     *             {
                     *               "id": 7,
                     *               "purpose": "dispute",
                     *               "content_type": "text",
                     *               "size": 1,
                     *               "uploaded_by": "customer",
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ]
                     *         },
                     *         "available_actions": [
                     *           "ACCEPT"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Service request sent successfully! The vendor will respond shortly. */
                        message: string;
                        data: components["schemas"]["CustomerServiceOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ServiceOrdersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "payment_status": "paid",
                     *         "escrow_status": "disputed",
                     *         "total_amount": 25000,
                     *         "deadline": "text",
                     *         "requirements": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "service_address": "Lekki Phase 1, Lagos",
                     *         "address_to_be_agreed": true,
                     *         "preferred_time": "afternoon",
                     *         "vendor_response": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "cancelled_by": "admin",
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "dispute_until": "2026-11-20T09:30:00.000Z",
                     *         "auto_release_at": "2026-11-20T09:30:00.000Z",
                     *         "service_pricing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair"
                     *         },
                     *         "service_vendor": {
                     *           "id": 7,
                     *           "service_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567",
                     *           "vendor": {
                     *             "business_name": "Amaka Okafor",
                     *             "user": {
                     *               "phone": "+2348031234567"
                     *             }
                     *           }
                     *         },
                     *         "dispute": {
                     *           "id": 7,
                     *           "status": "open",
                     *           "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "vendor_statement": "text",
                     *           "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *           "resolution": "refund",
                     *           "refund_amount": 25000,
                     *           "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "resolved_at": "2026-11-20T09:30:00.000Z",
                     *           "photos": [
                     *             {
                     *               "id": 7,
                     *               "purpose": "dispute",
                     *               "content_type": "text",
                     *               "size": 1,
                     *               "uploaded_by": "customer",
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ]
                     *         },
                     *         "available_actions": [
                     *           "ACCEPT"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["CustomerServiceOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    ServiceOrdersController_setAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceAddressDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Service address saved.",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "payment_status": "paid",
                     *         "escrow_status": "disputed",
                     *         "total_amount": 25000,
                     *         "deadline": "text",
                     *         "requirements": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "service_address": "Lekki Phase 1, Lagos",
                     *         "address_to_be_agreed": true,
                     *         "preferred_time": "afternoon",
                     *         "vendor_response": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "cancelled_by": "admin",
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "dispute_until": "2026-11-20T09:30:00.000Z",
                     *         "auto_release_at": "2026-11-20T09:30:00.000Z",
                     *         "service_pricing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair"
                     *         },
                     *         "service_vendor": {
                     *           "id": 7,
                     *           "service_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567",
                     *           "vendor": {
                     *             "business_name": "Amaka Okafor",
                     *             "user": {
                     *               "phone": "+2348031234567"
                     *             }
                     *           }
                     *         },
                     *         "dispute": {
                     *           "id": 7,
                     *           "status": "open",
                     *           "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "vendor_statement": "text",
                     *           "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *           "resolution": "refund",
                     *           "refund_amount": 25000,
                     *           "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "resolved_at": "2026-11-20T09:30:00.000Z",
                     *           "photos": [
                     *             {
                     *               "id": 7,
                     *               "purpose": "dispute",
                     *               "content_type": "text",
                     *               "size": 1,
                     *               "uploaded_by": "customer",
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ]
                     *         },
                     *         "available_actions": [
                     *           "ACCEPT"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Service address saved. */
                        message: string;
                        data: components["schemas"]["CustomerServiceOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ServiceOrdersController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Order cancelled successfully!",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "payment_status": "paid",
                     *         "escrow_status": "disputed",
                     *         "total_amount": 25000,
                     *         "deadline": "text",
                     *         "requirements": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "service_address": "Lekki Phase 1, Lagos",
                     *         "address_to_be_agreed": true,
                     *         "preferred_time": "afternoon",
                     *         "vendor_response": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "cancelled_by": "admin",
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "dispute_until": "2026-11-20T09:30:00.000Z",
                     *         "auto_release_at": "2026-11-20T09:30:00.000Z",
                     *         "service_pricing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair"
                     *         },
                     *         "service_vendor": {
                     *           "id": 7,
                     *           "service_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567",
                     *           "vendor": {
                     *             "business_name": "Amaka Okafor",
                     *             "user": {
                     *               "phone": "+2348031234567"
                     *             }
                     *           }
                     *         },
                     *         "dispute": {
                     *           "id": 7,
                     *           "status": "open",
                     *           "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "vendor_statement": "text",
                     *           "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *           "resolution": "refund",
                     *           "refund_amount": 25000,
                     *           "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "resolved_at": "2026-11-20T09:30:00.000Z",
                     *           "photos": [
                     *             {
                     *               "id": 7,
                     *               "purpose": "dispute",
                     *               "content_type": "text",
                     *               "size": 1,
                     *               "uploaded_by": "customer",
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ]
                     *         },
                     *         "available_actions": [
                     *           "ACCEPT"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Order cancelled successfully! */
                        message: string;
                        data: components["schemas"]["CustomerServiceOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    ServiceOrdersController_confirmCompletion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Thank you! The payment has been released to the vendor.",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "payment_status": "paid",
                     *         "escrow_status": "disputed",
                     *         "total_amount": 25000,
                     *         "deadline": "text",
                     *         "requirements": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "service_address": "Lekki Phase 1, Lagos",
                     *         "address_to_be_agreed": true,
                     *         "preferred_time": "afternoon",
                     *         "vendor_response": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "cancelled_by": "admin",
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "dispute_until": "2026-11-20T09:30:00.000Z",
                     *         "auto_release_at": "2026-11-20T09:30:00.000Z",
                     *         "service_pricing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair"
                     *         },
                     *         "service_vendor": {
                     *           "id": 7,
                     *           "service_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567",
                     *           "vendor": {
                     *             "business_name": "Amaka Okafor",
                     *             "user": {
                     *               "phone": "+2348031234567"
                     *             }
                     *           }
                     *         },
                     *         "dispute": {
                     *           "id": 7,
                     *           "status": "open",
                     *           "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "vendor_statement": "text",
                     *           "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *           "resolution": "refund",
                     *           "refund_amount": 25000,
                     *           "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "resolved_at": "2026-11-20T09:30:00.000Z",
                     *           "photos": [
                     *             {
                     *               "id": 7,
                     *               "purpose": "dispute",
                     *               "content_type": "text",
                     *               "size": 1,
                     *               "uploaded_by": "customer",
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ]
                     *         },
                     *         "available_actions": [
                     *           "ACCEPT"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Thank you! The payment has been released to the vendor. */
                        message: string;
                        data: components["schemas"]["CustomerServiceOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    ServiceOrdersController_confirmPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmPaymentDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Payment confirmed. The money is held in escrow until you confirm the work is done.",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "payment_status": "paid",
                     *         "escrow_status": "disputed",
                     *         "total_amount": 25000,
                     *         "deadline": "text",
                     *         "requirements": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "service_address": "Lekki Phase 1, Lagos",
                     *         "address_to_be_agreed": true,
                     *         "preferred_time": "afternoon",
                     *         "vendor_response": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "cancelled_by": "admin",
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "dispute_until": "2026-11-20T09:30:00.000Z",
                     *         "auto_release_at": "2026-11-20T09:30:00.000Z",
                     *         "service_pricing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair"
                     *         },
                     *         "service_vendor": {
                     *           "id": 7,
                     *           "service_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567",
                     *           "vendor": {
                     *             "business_name": "Amaka Okafor",
                     *             "user": {
                     *               "phone": "+2348031234567"
                     *             }
                     *           }
                     *         },
                     *         "dispute": {
                     *           "id": 7,
                     *           "status": "open",
                     *           "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "vendor_statement": "text",
                     *           "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *           "resolution": "refund",
                     *           "refund_amount": 25000,
                     *           "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "resolved_at": "2026-11-20T09:30:00.000Z",
                     *           "photos": [
                     *             {
                     *               "id": 7,
                     *               "purpose": "dispute",
                     *               "content_type": "text",
                     *               "size": 1,
                     *               "uploaded_by": "customer",
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ]
                     *         },
                     *         "available_actions": [
                     *           "ACCEPT"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Payment confirmed. The money is held in escrow until you confirm the work is done. */
                        message: string;
                        data: components["schemas"]["CustomerServiceOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ServiceOrdersController_dispute: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisputeDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your dispute has been opened. The payment stays in escrow until an administrator resolves it.",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "payment_status": "paid",
                     *         "escrow_status": "disputed",
                     *         "total_amount": 25000,
                     *         "deadline": "text",
                     *         "requirements": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "service_address": "Lekki Phase 1, Lagos",
                     *         "address_to_be_agreed": true,
                     *         "preferred_time": "afternoon",
                     *         "vendor_response": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "cancelled_by": "admin",
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "dispute_until": "2026-11-20T09:30:00.000Z",
                     *         "auto_release_at": "2026-11-20T09:30:00.000Z",
                     *         "service_pricing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair"
                     *         },
                     *         "service_vendor": {
                     *           "id": 7,
                     *           "service_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567",
                     *           "vendor": {
                     *             "business_name": "Amaka Okafor",
                     *             "user": {
                     *               "phone": "+2348031234567"
                     *             }
                     *           }
                     *         },
                     *         "dispute": {
                     *           "id": 7,
                     *           "status": "open",
                     *           "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "vendor_statement": "text",
                     *           "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *           "resolution": "refund",
                     *           "refund_amount": 25000,
                     *           "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "resolved_at": "2026-11-20T09:30:00.000Z",
                     *           "photos": [
                     *             {
                     *               "id": 7,
                     *               "purpose": "dispute",
                     *               "content_type": "text",
                     *               "size": 1,
                     *               "uploaded_by": "customer",
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ]
                     *         },
                     *         "available_actions": [
                     *           "ACCEPT"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Your dispute has been opened. The payment stays in escrow until an administrator resolves it. */
                        message: string;
                        data: components["schemas"]["CustomerServiceOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ServiceOrdersController_disputePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Photo added to your dispute.",
                     *       "data": {
                     *         "id": 7,
                     *         "purpose": "dispute",
                     *         "content_type": "text",
                     *         "size": 1,
                     *         "uploaded_by": "customer",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "url": "https://oja.example.com/uploads/example.webp",
                     *         "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Photo added to your dispute. */
                        message: string;
                        data: components["schemas"]["AttachmentView"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    ServiceOrdersController_pay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutReturnDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "payment_url": "https://oja.example.com/uploads/example.webp",
                     *         "reference": "oja_3f9a2c7e1b8d4a60"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            payment_url: string;
                            reference: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ServiceVendorsController_list: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                /** @description A state: its id (lagos, akwa-ibom, fct) or name, any case; Abuja means fct */
                state?: "abia" | "adamawa" | "akwa-ibom" | "anambra" | "bauchi" | "bayelsa" | "benue" | "borno" | "cross-river" | "delta" | "ebonyi" | "edo" | "ekiti" | "enugu" | "fct" | "gombe" | "imo" | "jigawa" | "kaduna" | "kano" | "katsina" | "kebbi" | "kogi" | "kwara" | "lagos" | "nasarawa" | "niger" | "ogun" | "ondo" | "osun" | "oyo" | "plateau" | "rivers" | "sokoto" | "taraba" | "yobe" | "zamfara";
                /** @description Text found in the location, e.g. Lekki, Ikeja, Wuse 2 */
                area?: string;
                q?: string;
                category?: "all" | "plumbing" | "electrical" | "cleaning" | "repair" | "installation" | "other";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "vendor_id": 7,
                     *           "service_name": "Amaka Okafor",
                     *           "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "images": [
                     *             "https://oja.example.com/uploads/example.webp"
                     *           ],
                     *           "photos": [
                     *             {
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "srcset": "text",
                     *               "width": 1,
                     *               "height": 1
                     *             }
                     *           ],
                     *           "phone": "+2348031234567",
                     *           "email": "amaka.okafor@example.com",
                     *           "rating": "text",
                     *           "rating_count": 2,
                     *           "total_reviews": 25000,
                     *           "is_featured": true,
                     *           "category": "all",
                     *           "categories": [
                     *             "all"
                     *           ],
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "updated_at": "2026-11-20T09:30:00.000Z",
                     *           "vendor": {
                     *             "id": 7,
                     *             "business_name": "Amaka Okafor",
                     *             "is_verified": 1,
                     *             "user": {
                     *               "name": "Amaka Okafor",
                     *               "profile_picture": "text",
                     *               "phone": "+2348031234567"
                     *             }
                     *           },
                     *           "pricings": [
                     *             {
                     *               "id": 7,
                     *               "service_vendor_id": 7,
                     *               "title": "Kitchen sink repair",
                     *               "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *               "price": 25000,
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "updated_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ServiceVendor"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ServiceVendorsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 7,
                     *         "vendor_id": 7,
                     *         "service_name": "Amaka Okafor",
                     *         "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "location": "Lekki Phase 1, Lagos",
                     *         "images": [
                     *           "https://oja.example.com/uploads/example.webp"
                     *         ],
                     *         "photos": [
                     *           {
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "srcset": "text",
                     *             "width": 1,
                     *             "height": 1
                     *           }
                     *         ],
                     *         "phone": "+2348031234567",
                     *         "email": "amaka.okafor@example.com",
                     *         "rating": "text",
                     *         "rating_count": 2,
                     *         "total_reviews": 25000,
                     *         "is_featured": true,
                     *         "category": "all",
                     *         "categories": [
                     *           "all"
                     *         ],
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "vendor": {
                     *           "id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "is_verified": 1,
                     *           "user": {
                     *             "name": "Amaka Okafor",
                     *             "profile_picture": "text",
                     *             "phone": "+2348031234567"
                     *           }
                     *         },
                     *         "pricings": [
                     *           {
                     *             "id": 7,
                     *             "service_vendor_id": 7,
                     *             "title": "Kitchen sink repair",
                     *             "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *             "price": 25000,
                     *             "created_at": "2026-11-20T09:30:00.000Z",
                     *             "updated_at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ServiceVendor"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    ServiceVendorReviewsController_serviceVendor: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "subject_kind": "text",
                     *           "subject_id": 7,
                     *           "author_role": "customer",
                     *           "author": {
                     *             "name": "Amaka Okafor"
                     *           },
                     *           "rating": 4.5,
                     *           "comment": "text",
                     *           "revealed": true,
                     *           "created_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Review"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    AnalyticsController_vendor: {
        parameters: {
            query?: {
                /** @description How many Lagos weeks (Monday first) ending with the current one: 1–52, default 12 */
                weeks?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "weeks": [
                     *           {
                     *             "week_start": "text",
                     *             "orders": 1,
                     *             "bookings": 1,
                     *             "revenue": 25000
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            weeks: components["schemas"]["WeekPoint"][];
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    VendorApartmentController_bookingsList: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "guest": {
                     *             "name": "Amaka Okafor",
                     *             "email": "amaka.okafor@example.com",
                     *             "phone": "+2348031234567"
                     *           },
                     *           "id": 7,
                     *           "status": "cancelled",
                     *           "listing_id": 7,
                     *           "total_price": "text",
                     *           "check_in_date": "2026-12-01",
                     *           "check_out_date": "2026-12-01",
                     *           "nights": 2,
                     *           "guests": 2,
                     *           "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "escrow_status": "held",
                     *           "listing": {
                     *             "id": 7,
                     *             "title": "Kitchen sink repair",
                     *             "location": "Lekki Phase 1, Lagos",
                     *             "type": "hostel",
                     *             "images": [
                     *               "https://oja.example.com/uploads/example.webp"
                     *             ]
                     *           },
                     *           "vendor": {
                     *             "business_name": "Amaka Okafor",
                     *             "contact_phone": "+2348031234567"
                     *           },
                     *           "available_actions": [
                     *             "text"
                     *           ],
                     *           "cancellation_refund": {
                     *             "amount": "text",
                     *             "percent": 50
                     *           },
                     *           "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *           "cancelled_by": "admin",
                     *           "cancel_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "updated_at": "2026-11-20T09:30:00.000Z",
                     *           "approved_at": "2026-11-20T09:30:00.000Z",
                     *           "paid_at": "2026-11-20T09:30:00.000Z",
                     *           "checked_in_at": "2026-11-20T09:30:00.000Z",
                     *           "checked_out_at": "2026-11-20T09:30:00.000Z",
                     *           "completed_at": "2026-11-20T09:30:00.000Z",
                     *           "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *           "refunded_at": "2026-11-20T09:30:00.000Z",
                     *           "disputed_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VendorBooking"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    VendorApartmentController_dashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "listings": 1,
                     *         "active_listings": 1,
                     *         "occupancy_rate": 1,
                     *         "upcoming_stays": 1,
                     *         "pending_requests": 1,
                     *         "revenue": 25000,
                     *         "revenue_this_month": 25000,
                     *         "category": "food_vendor",
                     *         "is_live": true,
                     *         "going_live": {
                     *           "message": "Saved successfully.",
                     *           "phone_verified": true,
                     *           "verification_status": "text",
                     *           "compliance_path": "text"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            listings: number;
                            active_listings: number;
                            occupancy_rate: number;
                            upcoming_stays: number;
                            pending_requests: number;
                            revenue: number;
                            revenue_this_month: number;
                            /** @enum {string} */
                            category: "food_vendor" | "mechanic" | "product_vendor" | "rider" | "service_apartment" | "service_vendor";
                            is_live: boolean;
                            going_live: {
                                message: string;
                                phone_verified: boolean;
                                verification_status: string;
                                compliance_path: string;
                            } | null;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    VendorsController_apartment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApartmentSetupDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Vendor details saved successfully",
                     *       "vendor": {
                     *         "id": 7,
                     *         "user_id": 7,
                     *         "business_name": "Amaka Okafor",
                     *         "category": "food_vendor",
                     *         "vendor_type": "business",
                     *         "verification_status": "pending",
                     *         "is_verified": true,
                     *         "is_live": true,
                     *         "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       },
                     *       "details": {
                     *         "key": {}
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Vendor details saved successfully */
                        message: string;
                        vendor: components["schemas"]["Vendor"] | null;
                        details: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    VendorOrdersController_summary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "low_stock": 1,
                     *         "menu_items": 1,
                     *         "orders_today": 1,
                     *         "pending": 1,
                     *         "completed": 1,
                     *         "revenue": 25000
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            low_stock: number;
                            menu_items: number;
                            orders_today: number;
                            pending: number;
                            completed: number;
                            revenue: number;
                        } | {
                            low_stock: number;
                            products: number;
                            orders_today: number;
                            pending: number;
                            completed: number;
                            revenue: number;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    ComplianceController_vendorDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    ComplianceController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "is_verified": true,
                     *       "phone_verified": true,
                     *       "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *       "document_uploaded": true,
                     *       "compliance_status": "text",
                     *       "is_live": true,
                     *       "submitted_for_review": true,
                     *       "can_submit": true,
                     *       "expected_document_type": "cac",
                     *       "document": {
                     *         "id": 7,
                     *         "type": "cac",
                     *         "mime": "text",
                     *         "size": 1,
                     *         "uploaded_at": "2026-11-20T09:30:00.000Z",
                     *         "url": "https://oja.example.com/uploads/example.webp"
                     *       },
                     *       "verification": {
                     *         "id": 7,
                     *         "status": "approved",
                     *         "submitted_at": "2026-11-20T09:30:00.000Z",
                     *         "reviewed_at": "2026-11-20T09:30:00.000Z",
                     *         "rejection_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap."
                     *       },
                     *       "rejection_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap."
                     *     }
                     */
                    "application/json": {
                        is_verified: boolean;
                        phone_verified: boolean;
                        /** Format: date-time */
                        phone_verified_at: string | null;
                        document_uploaded: boolean;
                        compliance_status: string;
                        is_live: boolean;
                        submitted_for_review: boolean;
                        can_submit: boolean;
                        /** @enum {string} */
                        expected_document_type: "cac" | "nin";
                        document: {
                            id: number;
                            /** @enum {string} */
                            type: "cac" | "nin";
                            mime: string;
                            size: number;
                            /** Format: date-time */
                            uploaded_at: string;
                            url: string;
                        } | null;
                        verification: {
                            id: number;
                            /** @enum {string} */
                            status: "approved" | "pending" | "rejected";
                            /** Format: date-time */
                            submitted_at: string;
                            /** Format: date-time */
                            reviewed_at: string | null;
                            rejection_reason: string | null;
                        } | null;
                        rejection_reason: string | null;
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    ComplianceController_submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your documents have been approved automatically.",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "approved",
                     *         "document_type": "text",
                     *         "submitted_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Your documents have been approved automatically. */
                        message: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            status: "approved" | "pending" | "rejected";
                            document_type: string;
                            /** Format: date-time */
                            submitted_at: string;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    ComplianceController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Document uploaded successfully!",
                     *       "data": {
                     *         "id": 7,
                     *         "type": "cac",
                     *         "mime": "text",
                     *         "size": 1,
                     *         "uploaded_at": "2026-11-20T09:30:00.000Z",
                     *         "url": "https://oja.example.com/uploads/example.webp"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Document uploaded successfully! */
                        message: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            type: "cac" | "nin";
                            mime: string;
                            size: number;
                            /** Format: date-time */
                            uploaded_at: string;
                            url: string;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    VendorsController_details: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "category": "food_vendor",
                     *         "details": {
                     *           "key": {}
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            category: "food_vendor" | "mechanic" | "product_vendor" | "rider" | "service_apartment" | "service_vendor";
                            details: {
                                [key: string]: unknown;
                            } | null;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    VendorsController_foodDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "vendor": {
                     *           "id": 7,
                     *           "user_id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "category": "food_vendor",
                     *           "vendor_type": "business",
                     *           "verification_status": "pending",
                     *           "is_verified": true,
                     *           "is_live": true,
                     *           "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *           "created_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "category": "food_vendor",
                     *         "business_name": "Amaka Okafor",
                     *         "is_live": true,
                     *         "going_live": {
                     *           "message": "Saved successfully.",
                     *           "phone_verified": true,
                     *           "verification_status": "text",
                     *           "compliance_path": "text"
                     *         },
                     *         "details": {
                     *           "key": {}
                     *         },
                     *         "stats": {
                     *           "details_completed": true,
                     *           "phone_verified": true,
                     *           "verification_status": "pending",
                     *           "unread_notifications": 2,
                     *           "days_on_platform": 1,
                     *           "member_since": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            vendor: components["schemas"]["Vendor"] | null;
                            /** @enum {string} */
                            category: "food_vendor" | "mechanic" | "product_vendor" | "rider" | "service_apartment" | "service_vendor";
                            business_name: string;
                            is_live: boolean;
                            going_live: {
                                message: string;
                                phone_verified: boolean;
                                verification_status: string;
                                compliance_path: string;
                            } | null;
                            details: {
                                [key: string]: unknown;
                            } | null;
                            stats: {
                                details_completed: boolean;
                                phone_verified: boolean;
                                /** @enum {string} */
                                verification_status: "pending" | "rejected" | "verified";
                                unread_notifications: number;
                                days_on_platform: number;
                                /** Format: date-time */
                                member_since: string;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    VendorsController_food: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FoodSetupDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Vendor details saved successfully",
                     *       "vendor": {
                     *         "id": 7,
                     *         "user_id": 7,
                     *         "business_name": "Amaka Okafor",
                     *         "category": "food_vendor",
                     *         "vendor_type": "business",
                     *         "verification_status": "pending",
                     *         "is_verified": true,
                     *         "is_live": true,
                     *         "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       },
                     *       "details": {
                     *         "key": {}
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Vendor details saved successfully */
                        message: string;
                        vendor: components["schemas"]["Vendor"] | null;
                        details: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    VendorStorefrontController_kitchen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KitchenDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your kitchen is open.",
                     *       "data": {
                     *         "vendor_id": 7,
                     *         "kind": "food",
                     *         "kitchen_open": true,
                     *         "opening_hours": "text",
                     *         "open_now": true,
                     *         "live": true,
                     *         "delivery_fee": 25000,
                     *         "free_delivery_over": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Your kitchen is open. */
                        message: string;
                        data: {
                            vendor_id: number;
                            /** @enum {string} */
                            kind: "food" | "product";
                            kitchen_open: boolean;
                            opening_hours: string | null;
                            open_now: boolean;
                            live: boolean;
                            delivery_fee: number;
                            free_delivery_over: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    MechanicController_customers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "name": "Amaka Okafor",
                     *           "phone": "+2348031234567",
                     *           "requests": 1,
                     *           "completed": 1,
                     *           "last_request_at": "2026-11-20T09:30:00.000Z",
                     *           "last_service_type": "ac",
                     *           "last_service_label": "text"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            phone: string | null;
                            requests: number;
                            completed: number;
                            last_request_at: string;
                            /** @enum {string} */
                            last_service_type: "ac" | "brake" | "electrical" | "engine" | "oil" | "other" | "tire";
                            last_service_label: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    MechanicController_dashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "maintenance": {
                     *           "earnings": 25000,
                     *           "open": 1,
                     *           "awaiting_answer": 1,
                     *           "in_progress": 1,
                     *           "completed": 1,
                     *           "total_requests": 25000,
                     *           "customers": 1
                     *         },
                     *         "vendor": {
                     *           "id": 7,
                     *           "user_id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "category": "food_vendor",
                     *           "vendor_type": "business",
                     *           "verification_status": "pending",
                     *           "is_verified": true,
                     *           "is_live": true,
                     *           "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *           "created_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "category": "food_vendor",
                     *         "business_name": "Amaka Okafor",
                     *         "is_live": true,
                     *         "going_live": {
                     *           "message": "Saved successfully.",
                     *           "phone_verified": true,
                     *           "verification_status": "text",
                     *           "compliance_path": "text"
                     *         },
                     *         "details": {
                     *           "key": {}
                     *         },
                     *         "stats": {
                     *           "details_completed": true,
                     *           "phone_verified": true,
                     *           "verification_status": "pending",
                     *           "unread_notifications": 2,
                     *           "days_on_platform": 1,
                     *           "member_since": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            maintenance: {
                                earnings: number;
                                open: number;
                                awaiting_answer: number;
                                in_progress: number;
                                completed: number;
                                total_requests: number;
                                customers: number;
                            };
                            vendor: components["schemas"]["Vendor"] | null;
                            /** @enum {string} */
                            category: "food_vendor" | "mechanic" | "product_vendor" | "rider" | "service_apartment" | "service_vendor";
                            business_name: string;
                            is_live: boolean;
                            going_live: {
                                message: string;
                                phone_verified: boolean;
                                verification_status: string;
                                compliance_path: string;
                            } | null;
                            details: {
                                [key: string]: unknown;
                            } | null;
                            stats: {
                                details_completed: boolean;
                                phone_verified: boolean;
                                /** @enum {string} */
                                verification_status: "pending" | "rejected" | "verified";
                                unread_notifications: number;
                                days_on_platform: number;
                                /** Format: date-time */
                                member_since: string;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    MechanicController_requests: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "status": "accepted",
                     *           "status_label": "text",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "service_type": "ac",
                     *           "service_type_text": "text",
                     *           "service_label": "text",
                     *           "issue": "text",
                     *           "needs_towing": true,
                     *           "fee": 25000,
                     *           "escrow_status": "held",
                     *           "actions": [
                     *             "ACCEPT"
                     *           ],
                     *           "mechanic": {
                     *             "id": 7,
                     *             "workshop_name": "Amaka Okafor",
                     *             "location": "Lekki Phase 1, Lagos",
                     *             "phone": "+2348031234567"
                     *           },
                     *           "customer": {
                     *             "phone": "+2348031234567",
                     *             "id": 7,
                     *             "name": "Amaka Okafor"
                     *           },
                     *           "mechanic_chosen_at": "2026-11-20T09:30:00.000Z",
                     *           "paid_at": "2026-11-20T09:30:00.000Z",
                     *           "accepted_at": "2026-11-20T09:30:00.000Z",
                     *           "declined_at": "2026-11-20T09:30:00.000Z",
                     *           "lapsed_at": "2026-11-20T09:30:00.000Z",
                     *           "started_at": "2026-11-20T09:30:00.000Z",
                     *           "completed_at": "2026-11-20T09:30:00.000Z",
                     *           "released_at": "2026-11-20T09:30:00.000Z",
                     *           "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *           "created_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Request"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    MechanicController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Job completed. The fee is released when the customer confirms (or automatically after 72 hours).",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "status_label": "text",
                     *         "location": "Lekki Phase 1, Lagos",
                     *         "service_type": "ac",
                     *         "service_type_text": "text",
                     *         "service_label": "text",
                     *         "issue": "text",
                     *         "needs_towing": true,
                     *         "fee": 25000,
                     *         "escrow_status": "held",
                     *         "actions": [
                     *           "ACCEPT"
                     *         ],
                     *         "mechanic": {
                     *           "id": 7,
                     *           "workshop_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "phone": "+2348031234567",
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "mechanic_chosen_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "lapsed_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        message: "Job completed. The fee is released when the customer confirms (or automatically after 72 hours)." | "Job started." | "Request accepted. The customer has been told." | "Request declined. The customer is refunded in full.";
                        data: components["schemas"]["Request"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    MechanicController_complete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Job completed. The fee is released when the customer confirms (or automatically after 72 hours).",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "status_label": "text",
                     *         "location": "Lekki Phase 1, Lagos",
                     *         "service_type": "ac",
                     *         "service_type_text": "text",
                     *         "service_label": "text",
                     *         "issue": "text",
                     *         "needs_towing": true,
                     *         "fee": 25000,
                     *         "escrow_status": "held",
                     *         "actions": [
                     *           "ACCEPT"
                     *         ],
                     *         "mechanic": {
                     *           "id": 7,
                     *           "workshop_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "phone": "+2348031234567",
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "mechanic_chosen_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "lapsed_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        message: "Job completed. The fee is released when the customer confirms (or automatically after 72 hours)." | "Job started." | "Request accepted. The customer has been told." | "Request declined. The customer is refunded in full.";
                        data: components["schemas"]["Request"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    MechanicController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Job completed. The fee is released when the customer confirms (or automatically after 72 hours).",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "status_label": "text",
                     *         "location": "Lekki Phase 1, Lagos",
                     *         "service_type": "ac",
                     *         "service_type_text": "text",
                     *         "service_label": "text",
                     *         "issue": "text",
                     *         "needs_towing": true,
                     *         "fee": 25000,
                     *         "escrow_status": "held",
                     *         "actions": [
                     *           "ACCEPT"
                     *         ],
                     *         "mechanic": {
                     *           "id": 7,
                     *           "workshop_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "phone": "+2348031234567",
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "mechanic_chosen_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "lapsed_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        message: "Job completed. The fee is released when the customer confirms (or automatically after 72 hours)." | "Job started." | "Request accepted. The customer has been told." | "Request declined. The customer is refunded in full.";
                        data: components["schemas"]["Request"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    MechanicController_start: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Job completed. The fee is released when the customer confirms (or automatically after 72 hours).",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "status_label": "text",
                     *         "location": "Lekki Phase 1, Lagos",
                     *         "service_type": "ac",
                     *         "service_type_text": "text",
                     *         "service_label": "text",
                     *         "issue": "text",
                     *         "needs_towing": true,
                     *         "fee": 25000,
                     *         "escrow_status": "held",
                     *         "actions": [
                     *           "ACCEPT"
                     *         ],
                     *         "mechanic": {
                     *           "id": 7,
                     *           "workshop_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "phone": "+2348031234567",
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "mechanic_chosen_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "lapsed_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        message: "Job completed. The fee is released when the customer confirms (or automatically after 72 hours)." | "Job started." | "Request accepted. The customer has been told." | "Request declined. The customer is refunded in full.";
                        data: components["schemas"]["Request"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    VendorsController_mechanic: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MechanicSetupDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Vendor details saved successfully",
                     *       "vendor": {
                     *         "id": 7,
                     *         "user_id": 7,
                     *         "business_name": "Amaka Okafor",
                     *         "category": "food_vendor",
                     *         "vendor_type": "business",
                     *         "verification_status": "pending",
                     *         "is_verified": true,
                     *         "is_live": true,
                     *         "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       },
                     *       "details": {
                     *         "key": {}
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Vendor details saved successfully */
                        message: string;
                        vendor: components["schemas"]["Vendor"] | null;
                        details: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    VendorMenuController_list: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "status": "text",
                     *           "id": 7,
                     *           "vendor_id": 7,
                     *           "name": "Amaka Okafor",
                     *           "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "price": 25000,
                     *           "category": "text",
                     *           "image": "https://oja.example.com/uploads/example.webp",
                     *           "images": [
                     *             {
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "srcset": "text",
                     *               "width": 1,
                     *               "height": 1
                     *             }
                     *           ],
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "updated_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: (components["schemas"]["Item"] | components["schemas"]["Item_ModulesCartOrdersCataloguePresenter"])[];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    VendorMenuController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMenuItemDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Menu item added.",
                     *       "data": {
                     *         "status": "text",
                     *         "id": 7,
                     *         "vendor_id": 7,
                     *         "name": "Amaka Okafor",
                     *         "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "price": 25000,
                     *         "category": "text",
                     *         "image": "https://oja.example.com/uploads/example.webp",
                     *         "images": [
                     *           {
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "srcset": "text",
                     *             "width": 1,
                     *             "height": 1
                     *           }
                     *         ],
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Menu item added. */
                        message: string;
                        data: components["schemas"]["Item"] | components["schemas"]["Item_ModulesCartOrdersCataloguePresenter"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    VendorMenuController_photo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "text",
                     *         "url": "https://oja.example.com/uploads/example.webp",
                     *         "srcset": "text",
                     *         "width": 1,
                     *         "height": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: string;
                            url: string;
                            srcset: string;
                            width: number;
                            height: number;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    VendorMenuController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMenuItemDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Menu item updated.",
                     *       "data": {
                     *         "status": "text",
                     *         "id": 7,
                     *         "vendor_id": 7,
                     *         "name": "Amaka Okafor",
                     *         "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "price": 25000,
                     *         "category": "text",
                     *         "image": "https://oja.example.com/uploads/example.webp",
                     *         "images": [
                     *           {
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "srcset": "text",
                     *             "width": 1,
                     *             "height": 1
                     *           }
                     *         ],
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Menu item updated. */
                        message: string;
                        data: components["schemas"]["Item"] | components["schemas"]["Item_ModulesCartOrdersCataloguePresenter"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    VendorMenuController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Menu item removed."
                     *     }
                     */
                    "application/json": {
                        /** @example Menu item removed. */
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    VendorOrdersController_list: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                status?: "pending" | "new" | "preparing" | "ready" | "out_for_delivery" | "processing" | "shipped" | "delivered" | "completed" | "declined" | "cancelled" | "expired" | "disputed" | "refunded";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "kind": "food_order",
                     *           "profile": "food",
                     *           "status": "cancelled",
                     *           "status_label": "text",
                     *           "payment_status": "paid",
                     *           "escrow_status": "held",
                     *           "vendor": {
                     *             "id": 7,
                     *             "business_name": "Amaka Okafor",
                     *             "phone": "+2348031234567"
                     *           },
                     *           "customer": {
                     *             "id": 7,
                     *             "name": "Amaka Okafor"
                     *           },
                     *           "items": [
                     *             {
                     *               "item_id": 7,
                     *               "name": "Amaka Okafor",
                     *               "price": 25000,
                     *               "quantity": 1,
                     *               "line_total": 25000,
                     *               "image": "https://oja.example.com/uploads/example.webp"
                     *             }
                     *           ],
                     *           "subtotal": 25000,
                     *           "delivery_fee": 25000,
                     *           "total_amount": 25000,
                     *           "delivery_address": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567",
                     *           "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "lat": 1,
                     *           "lng": 1,
                     *           "handover_photo": {
                     *             "id": 7,
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *           },
                     *           "delivery_photo": {
                     *             "id": 7,
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *           },
                     *           "shipped_by": "courier",
                     *           "delivered_by": "courier",
                     *           "placed_at": "2026-11-20T09:30:00.000Z",
                     *           "paid_at": "2026-11-20T09:30:00.000Z",
                     *           "accepted_at": "2026-11-20T09:30:00.000Z",
                     *           "ready_at": "2026-11-20T09:30:00.000Z",
                     *           "shipped_at": "2026-11-20T09:30:00.000Z",
                     *           "delivered_at": "2026-11-20T09:30:00.000Z",
                     *           "completed_at": "2026-11-20T09:30:00.000Z",
                     *           "declined_at": "2026-11-20T09:30:00.000Z",
                     *           "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *           "expired_at": "2026-11-20T09:30:00.000Z",
                     *           "refunded_at": "2026-11-20T09:30:00.000Z",
                     *           "disputed_at": "2026-11-20T09:30:00.000Z",
                     *           "pay_by": "2026-11-20T09:30:00.000Z",
                     *           "accept_by": "2026-11-20T09:30:00.000Z",
                     *           "ship_by": "2026-11-20T09:30:00.000Z",
                     *           "release_at": "2026-11-20T09:30:00.000Z",
                     *           "problem_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "dispute": {},
                     *           "timeline": [
                     *             {
                     *               "key": "text",
                     *               "label": "text",
                     *               "at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ],
                     *           "actions": [
                     *             "text"
                     *           ],
                     *           "created_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "food_order" | "shop_order";
                            /** @enum {string} */
                            profile: "food" | "product";
                            /** @enum {string} */
                            status: "cancelled" | "completed" | "declined" | "delivered" | "disputed" | "expired" | "new" | "out_for_delivery" | "pending" | "preparing" | "processing" | "ready" | "refunded" | "shipped";
                            status_label: string;
                            /** @enum {string} */
                            payment_status: "paid" | "pending" | "refunded";
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            vendor: {
                                id: number;
                                business_name: string;
                                phone: string | null;
                            };
                            customer: {
                                id: number;
                                name: string;
                            };
                            items: {
                                item_id: number;
                                name: string;
                                price: number;
                                quantity: number;
                                line_total: number;
                                image: string | null;
                            }[];
                            subtotal: number;
                            delivery_fee: number;
                            total_amount: number;
                            delivery_address: string;
                            phone: string;
                            notes: string;
                            lat: number | null;
                            lng: number | null;
                            handover_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            delivery_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            /** @enum {string|null} */
                            shipped_by: "courier" | "vendor" | null;
                            /** @enum {string|null} */
                            delivered_by: "courier" | "vendor" | null;
                            /** Format: date-time */
                            placed_at: string | null;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            accepted_at: string | null;
                            /** Format: date-time */
                            ready_at: string | null;
                            /** Format: date-time */
                            shipped_at: string | null;
                            /** Format: date-time */
                            delivered_at: string | null;
                            /** Format: date-time */
                            completed_at: string | null;
                            /** Format: date-time */
                            declined_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                            /** Format: date-time */
                            expired_at: string | null;
                            /** Format: date-time */
                            refunded_at: string | null;
                            /** Format: date-time */
                            disputed_at: string | null;
                            /** Format: date-time */
                            pay_by: string | null;
                            /** Format: date-time */
                            accept_by: string | null;
                            /** Format: date-time */
                            ship_by: string | null;
                            /** Format: date-time */
                            release_at: string | null;
                            problem_reason: string | null;
                            dispute: Record<string, never> | null;
                            timeline: {
                                key: string;
                                label: string;
                                /** Format: date-time */
                                at: string | null;
                            }[];
                            actions: string[];
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    VendorOrdersController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 7,
                     *         "kind": "food_order",
                     *         "profile": "food",
                     *         "status": "cancelled",
                     *         "status_label": "text",
                     *         "payment_status": "paid",
                     *         "escrow_status": "held",
                     *         "vendor": {
                     *           "id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "items": [
                     *           {
                     *             "item_id": 7,
                     *             "name": "Amaka Okafor",
                     *             "price": 25000,
                     *             "quantity": 1,
                     *             "line_total": 25000,
                     *             "image": "https://oja.example.com/uploads/example.webp"
                     *           }
                     *         ],
                     *         "subtotal": 25000,
                     *         "delivery_fee": 25000,
                     *         "total_amount": 25000,
                     *         "delivery_address": "Lekki Phase 1, Lagos",
                     *         "phone": "+2348031234567",
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "lat": 1,
                     *         "lng": 1,
                     *         "handover_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "delivery_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "shipped_by": "courier",
                     *         "delivered_by": "courier",
                     *         "placed_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "ready_at": "2026-11-20T09:30:00.000Z",
                     *         "shipped_at": "2026-11-20T09:30:00.000Z",
                     *         "delivered_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "expired_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z",
                     *         "pay_by": "2026-11-20T09:30:00.000Z",
                     *         "accept_by": "2026-11-20T09:30:00.000Z",
                     *         "ship_by": "2026-11-20T09:30:00.000Z",
                     *         "release_at": "2026-11-20T09:30:00.000Z",
                     *         "problem_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "dispute": {},
                     *         "timeline": [
                     *           {
                     *             "key": "text",
                     *             "label": "text",
                     *             "at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "actions": [
                     *           "text"
                     *         ],
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "food_order" | "shop_order";
                            /** @enum {string} */
                            profile: "food" | "product";
                            /** @enum {string} */
                            status: "cancelled" | "completed" | "declined" | "delivered" | "disputed" | "expired" | "new" | "out_for_delivery" | "pending" | "preparing" | "processing" | "ready" | "refunded" | "shipped";
                            status_label: string;
                            /** @enum {string} */
                            payment_status: "paid" | "pending" | "refunded";
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            vendor: {
                                id: number;
                                business_name: string;
                                phone: string | null;
                            };
                            customer: {
                                id: number;
                                name: string;
                            };
                            items: {
                                item_id: number;
                                name: string;
                                price: number;
                                quantity: number;
                                line_total: number;
                                image: string | null;
                            }[];
                            subtotal: number;
                            delivery_fee: number;
                            total_amount: number;
                            delivery_address: string;
                            phone: string;
                            notes: string;
                            lat: number | null;
                            lng: number | null;
                            handover_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            delivery_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            /** @enum {string|null} */
                            shipped_by: "courier" | "vendor" | null;
                            /** @enum {string|null} */
                            delivered_by: "courier" | "vendor" | null;
                            /** Format: date-time */
                            placed_at: string | null;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            accepted_at: string | null;
                            /** Format: date-time */
                            ready_at: string | null;
                            /** Format: date-time */
                            shipped_at: string | null;
                            /** Format: date-time */
                            delivered_at: string | null;
                            /** Format: date-time */
                            completed_at: string | null;
                            /** Format: date-time */
                            declined_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                            /** Format: date-time */
                            expired_at: string | null;
                            /** Format: date-time */
                            refunded_at: string | null;
                            /** Format: date-time */
                            disputed_at: string | null;
                            /** Format: date-time */
                            pay_by: string | null;
                            /** Format: date-time */
                            accept_by: string | null;
                            /** Format: date-time */
                            ship_by: string | null;
                            /** Format: date-time */
                            release_at: string | null;
                            problem_reason: string | null;
                            dispute: Record<string, never> | null;
                            timeline: {
                                key: string;
                                label: string;
                                /** Format: date-time */
                                at: string | null;
                            }[];
                            actions: string[];
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    VendorOrdersController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Saved successfully.",
                     *       "data": {
                     *         "id": 7,
                     *         "kind": "food_order",
                     *         "profile": "food",
                     *         "status": "cancelled",
                     *         "status_label": "text",
                     *         "payment_status": "paid",
                     *         "escrow_status": "held",
                     *         "vendor": {
                     *           "id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "items": [
                     *           {
                     *             "item_id": 7,
                     *             "name": "Amaka Okafor",
                     *             "price": 25000,
                     *             "quantity": 1,
                     *             "line_total": 25000,
                     *             "image": "https://oja.example.com/uploads/example.webp"
                     *           }
                     *         ],
                     *         "subtotal": 25000,
                     *         "delivery_fee": 25000,
                     *         "total_amount": 25000,
                     *         "delivery_address": "Lekki Phase 1, Lagos",
                     *         "phone": "+2348031234567",
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "lat": 1,
                     *         "lng": 1,
                     *         "handover_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "delivery_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "shipped_by": "courier",
                     *         "delivered_by": "courier",
                     *         "placed_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "ready_at": "2026-11-20T09:30:00.000Z",
                     *         "shipped_at": "2026-11-20T09:30:00.000Z",
                     *         "delivered_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "expired_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z",
                     *         "pay_by": "2026-11-20T09:30:00.000Z",
                     *         "accept_by": "2026-11-20T09:30:00.000Z",
                     *         "ship_by": "2026-11-20T09:30:00.000Z",
                     *         "release_at": "2026-11-20T09:30:00.000Z",
                     *         "problem_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "dispute": {},
                     *         "timeline": [
                     *           {
                     *             "key": "text",
                     *             "label": "text",
                     *             "at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "actions": [
                     *           "text"
                     *         ],
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "food_order" | "shop_order";
                            /** @enum {string} */
                            profile: "food" | "product";
                            /** @enum {string} */
                            status: "cancelled" | "completed" | "declined" | "delivered" | "disputed" | "expired" | "new" | "out_for_delivery" | "pending" | "preparing" | "processing" | "ready" | "refunded" | "shipped";
                            status_label: string;
                            /** @enum {string} */
                            payment_status: "paid" | "pending" | "refunded";
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            vendor: {
                                id: number;
                                business_name: string;
                                phone: string | null;
                            };
                            customer: {
                                id: number;
                                name: string;
                            };
                            items: {
                                item_id: number;
                                name: string;
                                price: number;
                                quantity: number;
                                line_total: number;
                                image: string | null;
                            }[];
                            subtotal: number;
                            delivery_fee: number;
                            total_amount: number;
                            delivery_address: string;
                            phone: string;
                            notes: string;
                            lat: number | null;
                            lng: number | null;
                            handover_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            delivery_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            /** @enum {string|null} */
                            shipped_by: "courier" | "vendor" | null;
                            /** @enum {string|null} */
                            delivered_by: "courier" | "vendor" | null;
                            /** Format: date-time */
                            placed_at: string | null;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            accepted_at: string | null;
                            /** Format: date-time */
                            ready_at: string | null;
                            /** Format: date-time */
                            shipped_at: string | null;
                            /** Format: date-time */
                            delivered_at: string | null;
                            /** Format: date-time */
                            completed_at: string | null;
                            /** Format: date-time */
                            declined_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                            /** Format: date-time */
                            expired_at: string | null;
                            /** Format: date-time */
                            refunded_at: string | null;
                            /** Format: date-time */
                            disputed_at: string | null;
                            /** Format: date-time */
                            pay_by: string | null;
                            /** Format: date-time */
                            accept_by: string | null;
                            /** Format: date-time */
                            ship_by: string | null;
                            /** Format: date-time */
                            release_at: string | null;
                            problem_reason: string | null;
                            dispute: Record<string, never> | null;
                            timeline: {
                                key: string;
                                label: string;
                                /** Format: date-time */
                                at: string | null;
                            }[];
                            actions: string[];
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    VendorOrdersController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Saved successfully.",
                     *       "data": {
                     *         "id": 7,
                     *         "kind": "food_order",
                     *         "profile": "food",
                     *         "status": "cancelled",
                     *         "status_label": "text",
                     *         "payment_status": "paid",
                     *         "escrow_status": "held",
                     *         "vendor": {
                     *           "id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "items": [
                     *           {
                     *             "item_id": 7,
                     *             "name": "Amaka Okafor",
                     *             "price": 25000,
                     *             "quantity": 1,
                     *             "line_total": 25000,
                     *             "image": "https://oja.example.com/uploads/example.webp"
                     *           }
                     *         ],
                     *         "subtotal": 25000,
                     *         "delivery_fee": 25000,
                     *         "total_amount": 25000,
                     *         "delivery_address": "Lekki Phase 1, Lagos",
                     *         "phone": "+2348031234567",
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "lat": 1,
                     *         "lng": 1,
                     *         "handover_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "delivery_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "shipped_by": "courier",
                     *         "delivered_by": "courier",
                     *         "placed_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "ready_at": "2026-11-20T09:30:00.000Z",
                     *         "shipped_at": "2026-11-20T09:30:00.000Z",
                     *         "delivered_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "expired_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z",
                     *         "pay_by": "2026-11-20T09:30:00.000Z",
                     *         "accept_by": "2026-11-20T09:30:00.000Z",
                     *         "ship_by": "2026-11-20T09:30:00.000Z",
                     *         "release_at": "2026-11-20T09:30:00.000Z",
                     *         "problem_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "dispute": {},
                     *         "timeline": [
                     *           {
                     *             "key": "text",
                     *             "label": "text",
                     *             "at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "actions": [
                     *           "text"
                     *         ],
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "food_order" | "shop_order";
                            /** @enum {string} */
                            profile: "food" | "product";
                            /** @enum {string} */
                            status: "cancelled" | "completed" | "declined" | "delivered" | "disputed" | "expired" | "new" | "out_for_delivery" | "pending" | "preparing" | "processing" | "ready" | "refunded" | "shipped";
                            status_label: string;
                            /** @enum {string} */
                            payment_status: "paid" | "pending" | "refunded";
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            vendor: {
                                id: number;
                                business_name: string;
                                phone: string | null;
                            };
                            customer: {
                                id: number;
                                name: string;
                            };
                            items: {
                                item_id: number;
                                name: string;
                                price: number;
                                quantity: number;
                                line_total: number;
                                image: string | null;
                            }[];
                            subtotal: number;
                            delivery_fee: number;
                            total_amount: number;
                            delivery_address: string;
                            phone: string;
                            notes: string;
                            lat: number | null;
                            lng: number | null;
                            handover_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            delivery_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            /** @enum {string|null} */
                            shipped_by: "courier" | "vendor" | null;
                            /** @enum {string|null} */
                            delivered_by: "courier" | "vendor" | null;
                            /** Format: date-time */
                            placed_at: string | null;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            accepted_at: string | null;
                            /** Format: date-time */
                            ready_at: string | null;
                            /** Format: date-time */
                            shipped_at: string | null;
                            /** Format: date-time */
                            delivered_at: string | null;
                            /** Format: date-time */
                            completed_at: string | null;
                            /** Format: date-time */
                            declined_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                            /** Format: date-time */
                            expired_at: string | null;
                            /** Format: date-time */
                            refunded_at: string | null;
                            /** Format: date-time */
                            disputed_at: string | null;
                            /** Format: date-time */
                            pay_by: string | null;
                            /** Format: date-time */
                            accept_by: string | null;
                            /** Format: date-time */
                            ship_by: string | null;
                            /** Format: date-time */
                            release_at: string | null;
                            problem_reason: string | null;
                            dispute: Record<string, never> | null;
                            timeline: {
                                key: string;
                                label: string;
                                /** Format: date-time */
                                at: string | null;
                            }[];
                            actions: string[];
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    VendorOrdersController_deliver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Saved successfully.",
                     *       "data": {
                     *         "id": 7,
                     *         "kind": "food_order",
                     *         "profile": "food",
                     *         "status": "cancelled",
                     *         "status_label": "text",
                     *         "payment_status": "paid",
                     *         "escrow_status": "held",
                     *         "vendor": {
                     *           "id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "items": [
                     *           {
                     *             "item_id": 7,
                     *             "name": "Amaka Okafor",
                     *             "price": 25000,
                     *             "quantity": 1,
                     *             "line_total": 25000,
                     *             "image": "https://oja.example.com/uploads/example.webp"
                     *           }
                     *         ],
                     *         "subtotal": 25000,
                     *         "delivery_fee": 25000,
                     *         "total_amount": 25000,
                     *         "delivery_address": "Lekki Phase 1, Lagos",
                     *         "phone": "+2348031234567",
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "lat": 1,
                     *         "lng": 1,
                     *         "handover_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "delivery_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "shipped_by": "courier",
                     *         "delivered_by": "courier",
                     *         "placed_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "ready_at": "2026-11-20T09:30:00.000Z",
                     *         "shipped_at": "2026-11-20T09:30:00.000Z",
                     *         "delivered_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "expired_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z",
                     *         "pay_by": "2026-11-20T09:30:00.000Z",
                     *         "accept_by": "2026-11-20T09:30:00.000Z",
                     *         "ship_by": "2026-11-20T09:30:00.000Z",
                     *         "release_at": "2026-11-20T09:30:00.000Z",
                     *         "problem_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "dispute": {},
                     *         "timeline": [
                     *           {
                     *             "key": "text",
                     *             "label": "text",
                     *             "at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "actions": [
                     *           "text"
                     *         ],
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "food_order" | "shop_order";
                            /** @enum {string} */
                            profile: "food" | "product";
                            /** @enum {string} */
                            status: "cancelled" | "completed" | "declined" | "delivered" | "disputed" | "expired" | "new" | "out_for_delivery" | "pending" | "preparing" | "processing" | "ready" | "refunded" | "shipped";
                            status_label: string;
                            /** @enum {string} */
                            payment_status: "paid" | "pending" | "refunded";
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            vendor: {
                                id: number;
                                business_name: string;
                                phone: string | null;
                            };
                            customer: {
                                id: number;
                                name: string;
                            };
                            items: {
                                item_id: number;
                                name: string;
                                price: number;
                                quantity: number;
                                line_total: number;
                                image: string | null;
                            }[];
                            subtotal: number;
                            delivery_fee: number;
                            total_amount: number;
                            delivery_address: string;
                            phone: string;
                            notes: string;
                            lat: number | null;
                            lng: number | null;
                            handover_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            delivery_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            /** @enum {string|null} */
                            shipped_by: "courier" | "vendor" | null;
                            /** @enum {string|null} */
                            delivered_by: "courier" | "vendor" | null;
                            /** Format: date-time */
                            placed_at: string | null;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            accepted_at: string | null;
                            /** Format: date-time */
                            ready_at: string | null;
                            /** Format: date-time */
                            shipped_at: string | null;
                            /** Format: date-time */
                            delivered_at: string | null;
                            /** Format: date-time */
                            completed_at: string | null;
                            /** Format: date-time */
                            declined_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                            /** Format: date-time */
                            expired_at: string | null;
                            /** Format: date-time */
                            refunded_at: string | null;
                            /** Format: date-time */
                            disputed_at: string | null;
                            /** Format: date-time */
                            pay_by: string | null;
                            /** Format: date-time */
                            accept_by: string | null;
                            /** Format: date-time */
                            ship_by: string | null;
                            /** Format: date-time */
                            release_at: string | null;
                            problem_reason: string | null;
                            dispute: Record<string, never> | null;
                            timeline: {
                                key: string;
                                label: string;
                                /** Format: date-time */
                                at: string | null;
                            }[];
                            actions: string[];
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    VendorOrdersController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Saved successfully.",
                     *       "data": {
                     *         "id": 7,
                     *         "kind": "food_order",
                     *         "profile": "food",
                     *         "status": "cancelled",
                     *         "status_label": "text",
                     *         "payment_status": "paid",
                     *         "escrow_status": "held",
                     *         "vendor": {
                     *           "id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "items": [
                     *           {
                     *             "item_id": 7,
                     *             "name": "Amaka Okafor",
                     *             "price": 25000,
                     *             "quantity": 1,
                     *             "line_total": 25000,
                     *             "image": "https://oja.example.com/uploads/example.webp"
                     *           }
                     *         ],
                     *         "subtotal": 25000,
                     *         "delivery_fee": 25000,
                     *         "total_amount": 25000,
                     *         "delivery_address": "Lekki Phase 1, Lagos",
                     *         "phone": "+2348031234567",
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "lat": 1,
                     *         "lng": 1,
                     *         "handover_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "delivery_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "shipped_by": "courier",
                     *         "delivered_by": "courier",
                     *         "placed_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "ready_at": "2026-11-20T09:30:00.000Z",
                     *         "shipped_at": "2026-11-20T09:30:00.000Z",
                     *         "delivered_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "expired_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z",
                     *         "pay_by": "2026-11-20T09:30:00.000Z",
                     *         "accept_by": "2026-11-20T09:30:00.000Z",
                     *         "ship_by": "2026-11-20T09:30:00.000Z",
                     *         "release_at": "2026-11-20T09:30:00.000Z",
                     *         "problem_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "dispute": {},
                     *         "timeline": [
                     *           {
                     *             "key": "text",
                     *             "label": "text",
                     *             "at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "actions": [
                     *           "text"
                     *         ],
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "food_order" | "shop_order";
                            /** @enum {string} */
                            profile: "food" | "product";
                            /** @enum {string} */
                            status: "cancelled" | "completed" | "declined" | "delivered" | "disputed" | "expired" | "new" | "out_for_delivery" | "pending" | "preparing" | "processing" | "ready" | "refunded" | "shipped";
                            status_label: string;
                            /** @enum {string} */
                            payment_status: "paid" | "pending" | "refunded";
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            vendor: {
                                id: number;
                                business_name: string;
                                phone: string | null;
                            };
                            customer: {
                                id: number;
                                name: string;
                            };
                            items: {
                                item_id: number;
                                name: string;
                                price: number;
                                quantity: number;
                                line_total: number;
                                image: string | null;
                            }[];
                            subtotal: number;
                            delivery_fee: number;
                            total_amount: number;
                            delivery_address: string;
                            phone: string;
                            notes: string;
                            lat: number | null;
                            lng: number | null;
                            handover_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            delivery_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            /** @enum {string|null} */
                            shipped_by: "courier" | "vendor" | null;
                            /** @enum {string|null} */
                            delivered_by: "courier" | "vendor" | null;
                            /** Format: date-time */
                            placed_at: string | null;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            accepted_at: string | null;
                            /** Format: date-time */
                            ready_at: string | null;
                            /** Format: date-time */
                            shipped_at: string | null;
                            /** Format: date-time */
                            delivered_at: string | null;
                            /** Format: date-time */
                            completed_at: string | null;
                            /** Format: date-time */
                            declined_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                            /** Format: date-time */
                            expired_at: string | null;
                            /** Format: date-time */
                            refunded_at: string | null;
                            /** Format: date-time */
                            disputed_at: string | null;
                            /** Format: date-time */
                            pay_by: string | null;
                            /** Format: date-time */
                            accept_by: string | null;
                            /** Format: date-time */
                            ship_by: string | null;
                            /** Format: date-time */
                            release_at: string | null;
                            problem_reason: string | null;
                            dispute: Record<string, never> | null;
                            timeline: {
                                key: string;
                                label: string;
                                /** Format: date-time */
                                at: string | null;
                            }[];
                            actions: string[];
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    VendorOrdersController_ship: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Saved successfully.",
                     *       "data": {
                     *         "id": 7,
                     *         "kind": "food_order",
                     *         "profile": "food",
                     *         "status": "cancelled",
                     *         "status_label": "text",
                     *         "payment_status": "paid",
                     *         "escrow_status": "held",
                     *         "vendor": {
                     *           "id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "customer": {
                     *           "id": 7,
                     *           "name": "Amaka Okafor"
                     *         },
                     *         "items": [
                     *           {
                     *             "item_id": 7,
                     *             "name": "Amaka Okafor",
                     *             "price": 25000,
                     *             "quantity": 1,
                     *             "line_total": 25000,
                     *             "image": "https://oja.example.com/uploads/example.webp"
                     *           }
                     *         ],
                     *         "subtotal": 25000,
                     *         "delivery_fee": 25000,
                     *         "total_amount": 25000,
                     *         "delivery_address": "Lekki Phase 1, Lagos",
                     *         "phone": "+2348031234567",
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "lat": 1,
                     *         "lng": 1,
                     *         "handover_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "delivery_photo": {
                     *           "id": 7,
                     *           "url": "https://oja.example.com/uploads/example.webp",
                     *           "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "shipped_by": "courier",
                     *         "delivered_by": "courier",
                     *         "placed_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "ready_at": "2026-11-20T09:30:00.000Z",
                     *         "shipped_at": "2026-11-20T09:30:00.000Z",
                     *         "delivered_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "declined_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "expired_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z",
                     *         "pay_by": "2026-11-20T09:30:00.000Z",
                     *         "accept_by": "2026-11-20T09:30:00.000Z",
                     *         "ship_by": "2026-11-20T09:30:00.000Z",
                     *         "release_at": "2026-11-20T09:30:00.000Z",
                     *         "problem_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "dispute": {},
                     *         "timeline": [
                     *           {
                     *             "key": "text",
                     *             "label": "text",
                     *             "at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "actions": [
                     *           "text"
                     *         ],
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        message: string;
                        data: {
                            id: number;
                            /** @enum {string} */
                            kind: "food_order" | "shop_order";
                            /** @enum {string} */
                            profile: "food" | "product";
                            /** @enum {string} */
                            status: "cancelled" | "completed" | "declined" | "delivered" | "disputed" | "expired" | "new" | "out_for_delivery" | "pending" | "preparing" | "processing" | "ready" | "refunded" | "shipped";
                            status_label: string;
                            /** @enum {string} */
                            payment_status: "paid" | "pending" | "refunded";
                            /** @enum {string} */
                            escrow_status: "held" | "none" | "refunded" | "released" | "split";
                            vendor: {
                                id: number;
                                business_name: string;
                                phone: string | null;
                            };
                            customer: {
                                id: number;
                                name: string;
                            };
                            items: {
                                item_id: number;
                                name: string;
                                price: number;
                                quantity: number;
                                line_total: number;
                                image: string | null;
                            }[];
                            subtotal: number;
                            delivery_fee: number;
                            total_amount: number;
                            delivery_address: string;
                            phone: string;
                            notes: string;
                            lat: number | null;
                            lng: number | null;
                            handover_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            delivery_photo: {
                                id: number;
                                url: string;
                                /** Format: date-time */
                                url_expires_at: string;
                            } | null;
                            /** @enum {string|null} */
                            shipped_by: "courier" | "vendor" | null;
                            /** @enum {string|null} */
                            delivered_by: "courier" | "vendor" | null;
                            /** Format: date-time */
                            placed_at: string | null;
                            /** Format: date-time */
                            paid_at: string | null;
                            /** Format: date-time */
                            accepted_at: string | null;
                            /** Format: date-time */
                            ready_at: string | null;
                            /** Format: date-time */
                            shipped_at: string | null;
                            /** Format: date-time */
                            delivered_at: string | null;
                            /** Format: date-time */
                            completed_at: string | null;
                            /** Format: date-time */
                            declined_at: string | null;
                            /** Format: date-time */
                            cancelled_at: string | null;
                            /** Format: date-time */
                            expired_at: string | null;
                            /** Format: date-time */
                            refunded_at: string | null;
                            /** Format: date-time */
                            disputed_at: string | null;
                            /** Format: date-time */
                            pay_by: string | null;
                            /** Format: date-time */
                            accept_by: string | null;
                            /** Format: date-time */
                            ship_by: string | null;
                            /** Format: date-time */
                            release_at: string | null;
                            problem_reason: string | null;
                            dispute: Record<string, never> | null;
                            timeline: {
                                key: string;
                                label: string;
                                /** Format: date-time */
                                at: string | null;
                            }[];
                            actions: string[];
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    WalletController_getPayoutAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "bank_code": "ORDER_NOT_PAYABLE",
                     *         "bank_name": "Amaka Okafor",
                     *         "account_number": "0123456789",
                     *         "account_name": "Amaka Okafor",
                     *         "updated_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            bank_code: string;
                            bank_name: string | null;
                            account_number: string;
                            account_name: string;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    WalletController_putPayoutAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayoutAccountDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Payout account saved",
                     *       "data": {
                     *         "bank_code": "ORDER_NOT_PAYABLE",
                     *         "bank_name": "Amaka Okafor",
                     *         "account_number": "0123456789",
                     *         "account_name": "Amaka Okafor",
                     *         "updated_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Payout account saved */
                        message: string;
                        data: {
                            bank_code: string;
                            bank_name: string | null;
                            account_number: string;
                            account_name: string;
                            /** Format: date-time */
                            updated_at: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    VendorsController_productDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "vendor": {
                     *           "id": 7,
                     *           "user_id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "category": "food_vendor",
                     *           "vendor_type": "business",
                     *           "verification_status": "pending",
                     *           "is_verified": true,
                     *           "is_live": true,
                     *           "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *           "created_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "category": "food_vendor",
                     *         "business_name": "Amaka Okafor",
                     *         "is_live": true,
                     *         "going_live": {
                     *           "message": "Saved successfully.",
                     *           "phone_verified": true,
                     *           "verification_status": "text",
                     *           "compliance_path": "text"
                     *         },
                     *         "details": {
                     *           "key": {}
                     *         },
                     *         "stats": {
                     *           "details_completed": true,
                     *           "phone_verified": true,
                     *           "verification_status": "pending",
                     *           "unread_notifications": 2,
                     *           "days_on_platform": 1,
                     *           "member_since": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            vendor: components["schemas"]["Vendor"] | null;
                            /** @enum {string} */
                            category: "food_vendor" | "mechanic" | "product_vendor" | "rider" | "service_apartment" | "service_vendor";
                            business_name: string;
                            is_live: boolean;
                            going_live: {
                                message: string;
                                phone_verified: boolean;
                                verification_status: string;
                                compliance_path: string;
                            } | null;
                            details: {
                                [key: string]: unknown;
                            } | null;
                            stats: {
                                details_completed: boolean;
                                phone_verified: boolean;
                                /** @enum {string} */
                                verification_status: "pending" | "rejected" | "verified";
                                unread_notifications: number;
                                days_on_platform: number;
                                /** Format: date-time */
                                member_since: string;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    VendorsController_product: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductSetupDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Vendor details saved successfully",
                     *       "vendor": {
                     *         "id": 7,
                     *         "user_id": 7,
                     *         "business_name": "Amaka Okafor",
                     *         "category": "food_vendor",
                     *         "vendor_type": "business",
                     *         "verification_status": "pending",
                     *         "is_verified": true,
                     *         "is_live": true,
                     *         "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       },
                     *       "details": {
                     *         "key": {}
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Vendor details saved successfully */
                        message: string;
                        vendor: components["schemas"]["Vendor"] | null;
                        details: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    VendorProductsController_list: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "status": "text",
                     *           "id": 7,
                     *           "vendor_id": 7,
                     *           "name": "Amaka Okafor",
                     *           "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "price": 25000,
                     *           "category": "text",
                     *           "image": "https://oja.example.com/uploads/example.webp",
                     *           "images": [
                     *             {
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "srcset": "text",
                     *               "width": 1,
                     *               "height": 1
                     *             }
                     *           ],
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "updated_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: (components["schemas"]["Item"] | components["schemas"]["Item_ModulesCartOrdersCataloguePresenter"])[];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    VendorProductsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateProductDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Product added.",
                     *       "data": {
                     *         "status": "text",
                     *         "id": 7,
                     *         "vendor_id": 7,
                     *         "name": "Amaka Okafor",
                     *         "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "price": 25000,
                     *         "category": "text",
                     *         "image": "https://oja.example.com/uploads/example.webp",
                     *         "images": [
                     *           {
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "srcset": "text",
                     *             "width": 1,
                     *             "height": 1
                     *           }
                     *         ],
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Product added. */
                        message: string;
                        data: components["schemas"]["Item"] | components["schemas"]["Item_ModulesCartOrdersCataloguePresenter"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    VendorProductsController_photo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "text",
                     *         "url": "https://oja.example.com/uploads/example.webp",
                     *         "srcset": "text",
                     *         "width": 1,
                     *         "height": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: string;
                            url: string;
                            srcset: string;
                            width: number;
                            height: number;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    VendorProductsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProductDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Product updated.",
                     *       "data": {
                     *         "status": "text",
                     *         "id": 7,
                     *         "vendor_id": 7,
                     *         "name": "Amaka Okafor",
                     *         "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "price": 25000,
                     *         "category": "text",
                     *         "image": "https://oja.example.com/uploads/example.webp",
                     *         "images": [
                     *           {
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "srcset": "text",
                     *             "width": 1,
                     *             "height": 1
                     *           }
                     *         ],
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Product updated. */
                        message: string;
                        data: components["schemas"]["Item"] | components["schemas"]["Item_ModulesCartOrdersCataloguePresenter"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    VendorProductsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Product removed."
                     *     }
                     */
                    "application/json": {
                        /** @example Product removed. */
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    VendorsController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterVendorDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Vendor registered successfully",
                     *       "vendor": {
                     *         "id": 7,
                     *         "user_id": 7,
                     *         "business_name": "Amaka Okafor",
                     *         "category": "food_vendor",
                     *         "vendor_type": "business",
                     *         "verification_status": "pending",
                     *         "is_verified": true,
                     *         "is_live": true,
                     *         "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Vendor registered successfully */
                        message: string;
                        vendor: components["schemas"]["Vendor"] | null;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    RiderDashboardController_dashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "category": "food_vendor",
                     *         "business_name": "Amaka Okafor",
                     *         "is_live": true,
                     *         "going_live": {
                     *           "message": "Saved successfully.",
                     *           "phone_verified": true,
                     *           "verification_status": "text",
                     *           "compliance_path": "text"
                     *         },
                     *         "online": true,
                     *         "details_completed": true,
                     *         "stats": {
                     *           "rides": 1,
                     *           "fares": 1,
                     *           "earnings": 25000,
                     *           "platform_fee_percent": 25000,
                     *           "average_rating": null
                     *         },
                     *         "demo": {
                     *           "rides": 1,
                     *           "fares": 1,
                     *           "average_rating": 4.5
                     *         },
                     *         "recent_rides": [
                     *           {
                     *             "id": 7,
                     *             "pickup": "text",
                     *             "destination": "text",
                     *             "distance_km": 1,
                     *             "fare": 1,
                     *             "rider_id": 7,
                     *             "rating": 4.5,
                     *             "demo": true,
                     *             "created_at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            category: "food_vendor" | "mechanic" | "product_vendor" | "rider" | "service_apartment" | "service_vendor";
                            business_name: string;
                            is_live: boolean;
                            going_live: {
                                message: string;
                                phone_verified: boolean;
                                verification_status: string;
                                compliance_path: string;
                            } | null;
                            online: boolean;
                            details_completed: boolean;
                            stats: {
                                rides: number;
                                fares: number;
                                earnings: number;
                                platform_fee_percent: number;
                                average_rating: unknown;
                            };
                            demo: {
                                rides: number;
                                fares: number;
                                average_rating: number | null;
                            };
                            recent_rides: components["schemas"]["Ride"][];
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    VendorsController_rider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RiderSetupDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Vendor details saved successfully",
                     *       "vendor": {
                     *         "id": 7,
                     *         "user_id": 7,
                     *         "business_name": "Amaka Okafor",
                     *         "category": "food_vendor",
                     *         "vendor_type": "business",
                     *         "verification_status": "pending",
                     *         "is_verified": true,
                     *         "is_live": true,
                     *         "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       },
                     *       "details": {
                     *         "key": {}
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Vendor details saved successfully */
                        message: string;
                        vendor: components["schemas"]["Vendor"] | null;
                        details: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    RiderDashboardController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RiderStatusDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You are online",
                     *       "data": {
                     *         "online": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example You are online */
                        message: string;
                        data: {
                            online: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    VendorServiceOrdersController_list: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "user": {
                     *             "name": "Amaka Okafor",
                     *             "phone": "+2348031234567"
                     *           },
                     *           "id": 7,
                     *           "status": "accepted",
                     *           "payment_status": "paid",
                     *           "escrow_status": "disputed",
                     *           "total_amount": 25000,
                     *           "deadline": "text",
                     *           "requirements": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "service_address": "Lekki Phase 1, Lagos",
                     *           "address_to_be_agreed": true,
                     *           "preferred_time": "afternoon",
                     *           "vendor_response": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "cancelled_by": "admin",
                     *           "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "updated_at": "2026-11-20T09:30:00.000Z",
                     *           "accepted_at": "2026-11-20T09:30:00.000Z",
                     *           "paid_at": "2026-11-20T09:30:00.000Z",
                     *           "started_at": "2026-11-20T09:30:00.000Z",
                     *           "completed_at": "2026-11-20T09:30:00.000Z",
                     *           "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *           "released_at": "2026-11-20T09:30:00.000Z",
                     *           "refunded_at": "2026-11-20T09:30:00.000Z",
                     *           "dispute_until": "2026-11-20T09:30:00.000Z",
                     *           "auto_release_at": "2026-11-20T09:30:00.000Z",
                     *           "service_pricing": {
                     *             "id": 7,
                     *             "title": "Kitchen sink repair"
                     *           },
                     *           "service_vendor": {
                     *             "id": 7,
                     *             "service_name": "Amaka Okafor",
                     *             "location": "Lekki Phase 1, Lagos",
                     *             "phone": "+2348031234567",
                     *             "vendor": {
                     *               "business_name": "Amaka Okafor",
                     *               "user": {
                     *                 "phone": "+2348031234567"
                     *               }
                     *             }
                     *           },
                     *           "dispute": {
                     *             "id": 7,
                     *             "status": "open",
                     *             "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *             "vendor_statement": "text",
                     *             "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *             "resolution": "refund",
                     *             "refund_amount": 25000,
                     *             "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *             "created_at": "2026-11-20T09:30:00.000Z",
                     *             "resolved_at": "2026-11-20T09:30:00.000Z",
                     *             "photos": [
                     *               {
                     *                 "id": 7,
                     *                 "purpose": "dispute",
                     *                 "content_type": "text",
                     *                 "size": 1,
                     *                 "uploaded_by": "customer",
                     *                 "created_at": "2026-11-20T09:30:00.000Z",
                     *                 "url": "https://oja.example.com/uploads/example.webp",
                     *                 "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *               }
                     *             ]
                     *           },
                     *           "available_actions": [
                     *             "ACCEPT"
                     *           ]
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["VendorServiceOrder"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    VendorServiceOrdersController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VendorOrderStatusDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Saved successfully.",
                     *       "data": {
                     *         "user": {
                     *           "name": "Amaka Okafor",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "payment_status": "paid",
                     *         "escrow_status": "disputed",
                     *         "total_amount": 25000,
                     *         "deadline": "text",
                     *         "requirements": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "service_address": "Lekki Phase 1, Lagos",
                     *         "address_to_be_agreed": true,
                     *         "preferred_time": "afternoon",
                     *         "vendor_response": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "cancelled_by": "admin",
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "dispute_until": "2026-11-20T09:30:00.000Z",
                     *         "auto_release_at": "2026-11-20T09:30:00.000Z",
                     *         "service_pricing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair"
                     *         },
                     *         "service_vendor": {
                     *           "id": 7,
                     *           "service_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567",
                     *           "vendor": {
                     *             "business_name": "Amaka Okafor",
                     *             "user": {
                     *               "phone": "+2348031234567"
                     *             }
                     *           }
                     *         },
                     *         "dispute": {
                     *           "id": 7,
                     *           "status": "open",
                     *           "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "vendor_statement": "text",
                     *           "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *           "resolution": "refund",
                     *           "refund_amount": 25000,
                     *           "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "resolved_at": "2026-11-20T09:30:00.000Z",
                     *           "photos": [
                     *             {
                     *               "id": 7,
                     *               "purpose": "dispute",
                     *               "content_type": "text",
                     *               "size": 1,
                     *               "uploaded_by": "customer",
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ]
                     *         },
                     *         "available_actions": [
                     *           "ACCEPT"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        message: string;
                        data: components["schemas"]["VendorServiceOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    VendorServiceOrdersController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptOrderDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Order accepted successfully!",
                     *       "data": {
                     *         "user": {
                     *           "name": "Amaka Okafor",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "payment_status": "paid",
                     *         "escrow_status": "disputed",
                     *         "total_amount": 25000,
                     *         "deadline": "text",
                     *         "requirements": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "service_address": "Lekki Phase 1, Lagos",
                     *         "address_to_be_agreed": true,
                     *         "preferred_time": "afternoon",
                     *         "vendor_response": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "cancelled_by": "admin",
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "dispute_until": "2026-11-20T09:30:00.000Z",
                     *         "auto_release_at": "2026-11-20T09:30:00.000Z",
                     *         "service_pricing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair"
                     *         },
                     *         "service_vendor": {
                     *           "id": 7,
                     *           "service_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567",
                     *           "vendor": {
                     *             "business_name": "Amaka Okafor",
                     *             "user": {
                     *               "phone": "+2348031234567"
                     *             }
                     *           }
                     *         },
                     *         "dispute": {
                     *           "id": 7,
                     *           "status": "open",
                     *           "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "vendor_statement": "text",
                     *           "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *           "resolution": "refund",
                     *           "refund_amount": 25000,
                     *           "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "resolved_at": "2026-11-20T09:30:00.000Z",
                     *           "photos": [
                     *             {
                     *               "id": 7,
                     *               "purpose": "dispute",
                     *               "content_type": "text",
                     *               "size": 1,
                     *               "uploaded_by": "customer",
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ]
                     *         },
                     *         "available_actions": [
                     *           "ACCEPT"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Order accepted successfully! */
                        message: string;
                        data: components["schemas"]["VendorServiceOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    VendorServiceOrdersController_disputeResponse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisputeResponseDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your statement was sent to the Oja team.",
                     *       "data": {
                     *         "user": {
                     *           "name": "Amaka Okafor",
                     *           "phone": "+2348031234567"
                     *         },
                     *         "id": 7,
                     *         "status": "accepted",
                     *         "payment_status": "paid",
                     *         "escrow_status": "disputed",
                     *         "total_amount": 25000,
                     *         "deadline": "text",
                     *         "requirements": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "service_address": "Lekki Phase 1, Lagos",
                     *         "address_to_be_agreed": true,
                     *         "preferred_time": "afternoon",
                     *         "vendor_response": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "cancelled_by": "admin",
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "accepted_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "started_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "released_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "dispute_until": "2026-11-20T09:30:00.000Z",
                     *         "auto_release_at": "2026-11-20T09:30:00.000Z",
                     *         "service_pricing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair"
                     *         },
                     *         "service_vendor": {
                     *           "id": 7,
                     *           "service_name": "Amaka Okafor",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "phone": "+2348031234567",
                     *           "vendor": {
                     *             "business_name": "Amaka Okafor",
                     *             "user": {
                     *               "phone": "+2348031234567"
                     *             }
                     *           }
                     *         },
                     *         "dispute": {
                     *           "id": 7,
                     *           "status": "open",
                     *           "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "vendor_statement": "text",
                     *           "vendor_responded_at": "2026-11-20T09:30:00.000Z",
                     *           "resolution": "refund",
                     *           "refund_amount": 25000,
                     *           "note": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "resolved_at": "2026-11-20T09:30:00.000Z",
                     *           "photos": [
                     *             {
                     *               "id": 7,
                     *               "purpose": "dispute",
                     *               "content_type": "text",
                     *               "size": 1,
                     *               "uploaded_by": "customer",
                     *               "created_at": "2026-11-20T09:30:00.000Z",
                     *               "url": "https://oja.example.com/uploads/example.webp",
                     *               "url_expires_at": "2026-11-20T09:30:00.000Z"
                     *             }
                     *           ]
                     *         },
                     *         "available_actions": [
                     *           "ACCEPT"
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Your statement was sent to the Oja team. */
                        message: string;
                        data: components["schemas"]["VendorServiceOrder"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ServicePricingsController_list: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "service_vendor_id": 7,
                     *           "title": "Kitchen sink repair",
                     *           "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *           "price": 25000,
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "updated_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Pricing"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ServicePricingsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServicePricingDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Pricing created successfully!",
                     *       "data": {
                     *         "id": 7,
                     *         "service_vendor_id": 7,
                     *         "title": "Kitchen sink repair",
                     *         "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "price": 25000,
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Pricing created successfully! */
                        message: string;
                        data: components["schemas"]["Pricing"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ServicePricingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 7,
                     *         "service_vendor_id": 7,
                     *         "title": "Kitchen sink repair",
                     *         "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "price": 25000,
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Pricing"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    ServicePricingsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServicePricingDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Pricing updated successfully!",
                     *       "data": {
                     *         "id": 7,
                     *         "service_vendor_id": 7,
                     *         "title": "Kitchen sink repair",
                     *         "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "price": 25000,
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Pricing updated successfully! */
                        message: string;
                        data: components["schemas"]["Pricing"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ServicePricingsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Pricing deleted successfully!"
                     *     }
                     */
                    "application/json": {
                        /** @example Pricing deleted successfully! */
                        message: string;
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    VendorServiceProfileController_dashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "service": {
                     *           "orders_total": 25000,
                     *           "orders_by_status": {
                     *             "key": 1
                     *           },
                     *           "revenue_released": 25000,
                     *           "held": 1,
                     *           "payable": 1,
                     *           "available": 1
                     *         },
                     *         "vendor": {
                     *           "id": 7,
                     *           "user_id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "category": "food_vendor",
                     *           "vendor_type": "business",
                     *           "verification_status": "pending",
                     *           "is_verified": true,
                     *           "is_live": true,
                     *           "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *           "created_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "category": "food_vendor",
                     *         "business_name": "Amaka Okafor",
                     *         "is_live": true,
                     *         "going_live": {
                     *           "message": "Saved successfully.",
                     *           "phone_verified": true,
                     *           "verification_status": "text",
                     *           "compliance_path": "text"
                     *         },
                     *         "details": {
                     *           "key": {}
                     *         },
                     *         "stats": {
                     *           "details_completed": true,
                     *           "phone_verified": true,
                     *           "verification_status": "pending",
                     *           "unread_notifications": 2,
                     *           "days_on_platform": 1,
                     *           "member_since": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            service: {
                                orders_total: number;
                                orders_by_status: {
                                    [key: string]: number;
                                };
                                revenue_released: number;
                                held: number;
                                payable: number;
                                available: number;
                            };
                            vendor: components["schemas"]["Vendor"] | null;
                            /** @enum {string} */
                            category: "food_vendor" | "mechanic" | "product_vendor" | "rider" | "service_apartment" | "service_vendor";
                            business_name: string;
                            is_live: boolean;
                            going_live: {
                                message: string;
                                phone_verified: boolean;
                                verification_status: string;
                                compliance_path: string;
                            } | null;
                            details: {
                                [key: string]: unknown;
                            } | null;
                            stats: {
                                details_completed: boolean;
                                phone_verified: boolean;
                                /** @enum {string} */
                                verification_status: "pending" | "rejected" | "verified";
                                unread_notifications: number;
                                days_on_platform: number;
                                /** Format: date-time */
                                member_since: string;
                            };
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    VendorServiceProfileController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": 7,
                     *         "vendor_id": 7,
                     *         "service_name": "Amaka Okafor",
                     *         "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "location": "Lekki Phase 1, Lagos",
                     *         "phone": "+2348031234567",
                     *         "email": "amaka.okafor@example.com",
                     *         "images": [
                     *           "https://oja.example.com/uploads/example.webp"
                     *         ],
                     *         "photos": [
                     *           {
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "srcset": "text",
                     *             "width": 1,
                     *             "height": 1
                     *           }
                     *         ],
                     *         "updated_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["OwnServiceProfile"];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    VendorServiceProfileController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceVendorProfileDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Profile updated successfully!",
                     *       "data": {
                     *         "id": 7,
                     *         "vendor_id": 7,
                     *         "service_name": "Amaka Okafor",
                     *         "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "location": "Lekki Phase 1, Lagos",
                     *         "phone": "+2348031234567",
                     *         "email": "amaka.okafor@example.com",
                     *         "images": [
                     *           "https://oja.example.com/uploads/example.webp"
                     *         ],
                     *         "photos": [
                     *           {
                     *             "url": "https://oja.example.com/uploads/example.webp",
                     *             "srcset": "text",
                     *             "width": 1,
                     *             "height": 1
                     *           }
                     *         ],
                     *         "updated_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Profile updated successfully! */
                        message: string;
                        data: components["schemas"]["OwnServiceProfile"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    VendorServiceProfileController_photo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "id": "text",
                     *         "url": "https://oja.example.com/uploads/example.webp",
                     *         "srcset": "text",
                     *         "width": 1,
                     *         "height": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            id: string;
                            url: string;
                            srcset: string;
                            width: number;
                            height: number;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    VendorsController_service: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceSetupDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Vendor details saved successfully",
                     *       "vendor": {
                     *         "id": 7,
                     *         "user_id": 7,
                     *         "business_name": "Amaka Okafor",
                     *         "category": "food_vendor",
                     *         "vendor_type": "business",
                     *         "verification_status": "pending",
                     *         "is_verified": true,
                     *         "is_live": true,
                     *         "phone_verified_at": "2026-11-20T09:30:00.000Z",
                     *         "created_at": "2026-11-20T09:30:00.000Z"
                     *       },
                     *       "details": {
                     *         "key": {}
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Vendor details saved successfully */
                        message: string;
                        vendor: components["schemas"]["Vendor"] | null;
                        details: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    VendorStorefrontController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "vendor_id": 7,
                     *         "kind": "food",
                     *         "kitchen_open": true,
                     *         "opening_hours": "text",
                     *         "open_now": true,
                     *         "live": true,
                     *         "delivery_fee": 25000,
                     *         "free_delivery_over": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            vendor_id: number;
                            /** @enum {string} */
                            kind: "food" | "product";
                            kitchen_open: boolean;
                            opening_hours: string | null;
                            open_now: boolean;
                            live: boolean;
                            delivery_fee: number;
                            free_delivery_over: number | null;
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    VendorStorefrontController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StorefrontDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Settings saved.",
                     *       "data": {
                     *         "vendor_id": 7,
                     *         "kind": "food",
                     *         "kitchen_open": true,
                     *         "opening_hours": "text",
                     *         "open_now": true,
                     *         "live": true,
                     *         "delivery_fee": 25000,
                     *         "free_delivery_over": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Settings saved. */
                        message: string;
                        data: {
                            vendor_id: number;
                            /** @enum {string} */
                            kind: "food" | "product";
                            kitchen_open: boolean;
                            opening_hours: string | null;
                            open_now: boolean;
                            live: boolean;
                            delivery_fee: number;
                            free_delivery_over: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    WalletController_vendorWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "currency": "NGN",
                     *         "held": 1,
                     *         "payable": 1,
                     *         "available": 1,
                     *         "in_transit": 1,
                     *         "minimum_payout": 25000,
                     *         "payout_hold_hours": 25000,
                     *         "payout_account": {
                     *           "bank_code": "ORDER_NOT_PAYABLE",
                     *           "bank_name": "Amaka Okafor",
                     *           "account_number": "0123456789",
                     *           "account_name": "Amaka Okafor",
                     *           "updated_at": "2026-11-20T09:30:00.000Z"
                     *         },
                     *         "ledger": [
                     *           {
                     *             "payout_id": 7,
                     *             "created_at": "2026-11-20T09:30:00.000Z",
                     *             "subject_kind": "text",
                     *             "subject_id": 7,
                     *             "subject_label": "text",
                     *             "id": 7,
                     *             "bucket": "text",
                     *             "amount": 25000,
                     *             "type": "text",
                     *             "description": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *             "order_id": 7
                     *           }
                     *         ],
                     *         "payouts": [
                     *           {
                     *             "id": 7,
                     *             "amount": 25000,
                     *             "status": "failed",
                     *             "reference": "oja_3f9a2c7e1b8d4a60",
                     *             "bank_code": "ORDER_NOT_PAYABLE",
                     *             "account_number": "0123456789",
                     *             "account_name": "Amaka Okafor",
                     *             "failure_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *             "created_at": "2026-11-20T09:30:00.000Z",
                     *             "paid_at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @example NGN */
                            currency: string;
                            held: number;
                            payable: number;
                            available: number;
                            in_transit: number;
                            minimum_payout: number;
                            payout_hold_hours: number;
                            payout_account: {
                                bank_code: string;
                                bank_name: string | null;
                                account_number: string;
                                account_name: string;
                                /** Format: date-time */
                                updated_at: string;
                            } | null;
                            ledger: {
                                payout_id: number | null;
                                /** Format: date-time */
                                created_at: string;
                                subject_kind: string | null;
                                subject_id: number | null;
                                subject_label: string | null;
                                id: number;
                                bucket: string;
                                amount: number;
                                type: string;
                                description: string;
                                order_id: number | null;
                            }[];
                            payouts: {
                                id: number;
                                amount: number;
                                /** @enum {string} */
                                status: "failed" | "paid" | "processing" | "requested" | "reversed";
                                reference: string;
                                bank_code: string;
                                account_number: string;
                                account_name: string;
                                failure_reason: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                paid_at: string | null;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    LiveVendorsController_list: {
        parameters: {
            query?: {
                page?: number;
                per_page?: number;
                /** @description all, or any category spelling */
                category?: string;
                /** @description Business name contains (case-insensitive) */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 7,
                     *           "business_name": "Amaka Okafor",
                     *           "vendor_type": "business",
                     *           "category": "food_vendor",
                     *           "is_verified": true,
                     *           "verification_status": "pending",
                     *           "created_at": "2026-11-20T09:30:00.000Z",
                     *           "user": {
                     *             "name": "Amaka Okafor",
                     *             "email": "amaka.okafor@example.com",
                     *             "phone": "+2348031234567",
                     *             "phone_verified_at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         }
                     *       ],
                     *       "meta": {
                     *         "current_page": 1,
                     *         "per_page": 1,
                     *         "total": 25000,
                     *         "last_page": 1
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["LiveVendor"][];
                        meta: components["schemas"]["PageMeta"];
                    };
                };
            };
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    LiveVendorsController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "details": {
                     *           "key": {}
                     *         },
                     *         "id": 7,
                     *         "business_name": "Amaka Okafor",
                     *         "vendor_type": "business",
                     *         "category": "food_vendor",
                     *         "is_verified": true,
                     *         "verification_status": "pending",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "user": {
                     *           "name": "Amaka Okafor",
                     *           "email": "amaka.okafor@example.com",
                     *           "phone": "+2348031234567",
                     *           "phone_verified_at": "2026-11-20T09:30:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            details: {
                                [key: string]: unknown;
                            } | null;
                            id: number;
                            business_name: string;
                            /** @enum {string} */
                            vendor_type: "business" | "individual";
                            /** @enum {string} */
                            category: "food_vendor" | "mechanic" | "product_vendor" | "rider" | "service_apartment" | "service_vendor";
                            is_verified: boolean;
                            /** @enum {string} */
                            verification_status: "pending" | "rejected" | "verified";
                            /** Format: date-time */
                            created_at: string;
                            user: {
                                name: string;
                                email: string;
                                phone: string;
                                /** Format: date-time */
                                phone_verified_at: string | null;
                            } | null;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    WalletController_customerWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "currency": "NGN",
                     *         "held_in_escrow": 1,
                     *         "refunds_pending": 1,
                     *         "total_paid": 25000,
                     *         "total_refunded": 25000,
                     *         "payments": [
                     *           {
                     *             "id": 7,
                     *             "reference": "oja_3f9a2c7e1b8d4a60",
                     *             "order_id": 7,
                     *             "subject_kind": "text",
                     *             "subject_id": 7,
                     *             "service_title": "Kitchen sink repair",
                     *             "amount": 25000,
                     *             "status": "abandoned",
                     *             "paid_at": "2026-11-20T09:30:00.000Z",
                     *             "created_at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ],
                     *         "refunds": [
                     *           {
                     *             "id": 7,
                     *             "order_id": 7,
                     *             "subject_kind": "text",
                     *             "subject_id": 7,
                     *             "amount": 25000,
                     *             "status": "failed",
                     *             "reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *             "created_at": "2026-11-20T09:30:00.000Z",
                     *             "processed_at": "2026-11-20T09:30:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            /** @example NGN */
                            currency: string;
                            held_in_escrow: number;
                            refunds_pending: number;
                            total_paid: number;
                            total_refunded: number;
                            payments: {
                                id: number;
                                reference: string;
                                order_id: number | null;
                                subject_kind: string;
                                subject_id: number;
                                service_title: string | null;
                                amount: number;
                                /** @enum {string} */
                                status: "abandoned" | "captured" | "failed" | "pending" | "refunded" | "success";
                                /** Format: date-time */
                                paid_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            refunds: {
                                id: number;
                                order_id: number | null;
                                subject_kind: string;
                                subject_id: number;
                                amount: number;
                                /** @enum {string} */
                                status: "failed" | "pending" | "processed" | "processing";
                                reason: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                processed_at: string | null;
                            }[];
                        };
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            500: components["responses"]["Error500"];
        };
    };
    "BookingActionsController_cancel[1]": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelBookingDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Booking cancelled successfully.",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "cancelled",
                     *         "listing_id": 7,
                     *         "total_price": "text",
                     *         "check_in_date": "2026-12-01",
                     *         "check_out_date": "2026-12-01",
                     *         "nights": 2,
                     *         "guests": 2,
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "escrow_status": "held",
                     *         "listing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "type": "hostel",
                     *           "images": [
                     *             "https://oja.example.com/uploads/example.webp"
                     *           ]
                     *         },
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor",
                     *           "contact_phone": "+2348031234567"
                     *         },
                     *         "available_actions": [
                     *           "text"
                     *         ],
                     *         "cancellation_refund": {
                     *           "amount": "text",
                     *           "percent": 50
                     *         },
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "cancelled_by": "admin",
                     *         "cancel_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "approved_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_in_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_out_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Booking cancelled successfully. */
                        message: string;
                        data: components["schemas"]["CustomerBooking"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    "BookingActionsController_checkIn[1]": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Successfully checked in!",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "cancelled",
                     *         "listing_id": 7,
                     *         "total_price": "text",
                     *         "check_in_date": "2026-12-01",
                     *         "check_out_date": "2026-12-01",
                     *         "nights": 2,
                     *         "guests": 2,
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "escrow_status": "held",
                     *         "listing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "type": "hostel",
                     *           "images": [
                     *             "https://oja.example.com/uploads/example.webp"
                     *           ]
                     *         },
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor",
                     *           "contact_phone": "+2348031234567"
                     *         },
                     *         "available_actions": [
                     *           "text"
                     *         ],
                     *         "cancellation_refund": {
                     *           "amount": "text",
                     *           "percent": 50
                     *         },
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "cancelled_by": "admin",
                     *         "cancel_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "approved_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_in_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_out_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Successfully checked in! */
                        message: string;
                        data: components["schemas"]["CustomerBooking"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    "BookingActionsController_checkOut[1]": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Successfully checked out!",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "cancelled",
                     *         "listing_id": 7,
                     *         "total_price": "text",
                     *         "check_in_date": "2026-12-01",
                     *         "check_out_date": "2026-12-01",
                     *         "nights": 2,
                     *         "guests": 2,
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "escrow_status": "held",
                     *         "listing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "type": "hostel",
                     *           "images": [
                     *             "https://oja.example.com/uploads/example.webp"
                     *           ]
                     *         },
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor",
                     *           "contact_phone": "+2348031234567"
                     *         },
                     *         "available_actions": [
                     *           "text"
                     *         ],
                     *         "cancellation_refund": {
                     *           "amount": "text",
                     *           "percent": 50
                     *         },
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "cancelled_by": "admin",
                     *         "cancel_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "approved_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_in_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_out_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Successfully checked out! */
                        message: string;
                        data: components["schemas"]["CustomerBooking"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    "BookingActionsController_confirmPayment[1]": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmBookingPaymentDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Payment confirmed. Your stay is booked and the money is held in escrow until you check out.",
                     *       "data": {
                     *         "id": 7,
                     *         "status": "cancelled",
                     *         "listing_id": 7,
                     *         "total_price": "text",
                     *         "check_in_date": "2026-12-01",
                     *         "check_out_date": "2026-12-01",
                     *         "nights": 2,
                     *         "guests": 2,
                     *         "notes": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "escrow_status": "held",
                     *         "listing": {
                     *           "id": 7,
                     *           "title": "Kitchen sink repair",
                     *           "location": "Lekki Phase 1, Lagos",
                     *           "type": "hostel",
                     *           "images": [
                     *             "https://oja.example.com/uploads/example.webp"
                     *           ]
                     *         },
                     *         "vendor": {
                     *           "business_name": "Amaka Okafor",
                     *           "contact_phone": "+2348031234567"
                     *         },
                     *         "available_actions": [
                     *           "text"
                     *         ],
                     *         "cancellation_refund": {
                     *           "amount": "text",
                     *           "percent": 50
                     *         },
                     *         "payment_reference": "oja_3f9a2c7e1b8d4a60",
                     *         "cancelled_by": "admin",
                     *         "cancel_reason": "The kitchen sink leaks under the cabinet; please bring a replacement trap.",
                     *         "created_at": "2026-11-20T09:30:00.000Z",
                     *         "updated_at": "2026-11-20T09:30:00.000Z",
                     *         "approved_at": "2026-11-20T09:30:00.000Z",
                     *         "paid_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_in_at": "2026-11-20T09:30:00.000Z",
                     *         "checked_out_at": "2026-11-20T09:30:00.000Z",
                     *         "completed_at": "2026-11-20T09:30:00.000Z",
                     *         "cancelled_at": "2026-11-20T09:30:00.000Z",
                     *         "refunded_at": "2026-11-20T09:30:00.000Z",
                     *         "disputed_at": "2026-11-20T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @example Payment confirmed. Your stay is booked and the money is held in escrow until you check out. */
                        message: string;
                        data: components["schemas"]["CustomerBooking"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    "BookingActionsController_pay[1]": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayBookingDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "payment_url": "https://oja.example.com/uploads/example.webp",
                     *         "reference": "oja_3f9a2c7e1b8d4a60"
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: {
                            payment_url: string;
                            reference: string;
                        };
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            500: components["responses"]["Error500"];
        };
    };
    ErrorLogController_log: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogErrorDto"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Error logged",
                     *       "id": 7
                     *     }
                     */
                    "application/json": {
                        /** @example Error logged */
                        message: string;
                        id: number;
                    };
                };
            };
            400: components["responses"]["Error400"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
        };
    };
    UsersController_avatar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
    PhotosController_photo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                };
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            500: components["responses"]["Error500"];
        };
    };
}
