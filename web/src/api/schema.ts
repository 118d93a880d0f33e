// Generated from the server's OpenAPI document by `npm run api:types`. Do not edit.

export interface paths {
    "/api/account/api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person's personal API tokens (athletes, parents and club coaches). */
        get: operations["getAccountApiTokens"];
        put?: never;
        /** Creates a personal API token. Needs the Data export API add-on; answers the secret once. */
        post: operations["postAccountApiTokens"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/api-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes one of the signed-in person's tokens: it stops working at once. */
        delete: operations["deleteAccountApiTokensId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes the account and all its data, after the password is confirmed; every session ends. */
        post: operations["postAccountDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a confirmation link to the new address; the email changes when it is followed. */
        post: operations["postAccountEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follows the link sent to the new address. The old address is told, with a link that undoes
         *     the change for 7 days.
         */
        post: operations["postAccountEmailConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follows the link sent to the old address after an email change: the old address comes back,
         *     every session of the account ends and every pending link stops working. Whoever made the
         *     change knew the password, so the answer tells the owner to reset it.
         */
        post: operations["postAccountEmailUndo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kinds of email the signed-in account gets, each on or off (and since when, and how). */
        get: operations["getAccountEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/emails/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Turns one kind of email on or off. */
        put: operations["putAccountEmailsKind"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/emails/{kind}/revoke-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stops every unsubscribe link of one kind already emailed to the account (anyone who saw such
         *     an email could use it); the next emails carry new links.
         */
        post: operations["postAccountEmailsKindRevokeLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything the product holds about the signed-in user, as a JSON download. */
        get: operations["getAccountExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person's own plan: a rower's or a parent's, with a trial's end. */
        get: operations["getAccountPlan"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/plan/trial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts the account's 14-day free trial of a plan, no card needed; once per account. */
        post: operations["postAccountPlanTrial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's privacy choices. */
        get: operations["getAccountPrivacy"];
        /** Opts out of (or back into) the sale or sharing of personal data; logged. */
        put: operations["putAccountPrivacy"];
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
        /** Administrators' actions, newest first. */
        get: operations["getAdminAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/billing/{kind}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payer's add-ons (paid and granted) and discount. */
        get: operations["getAdminBillingKindId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/billing/{kind}/{id}/add-ons/{addOn}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Grants a payer an add-on beside what it pays for (payments off, or a courtesy). */
        put: operations["putAdminBillingKindIdAddOnsAddOn"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/billing/{kind}/{id}/discount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Grants a payer a discount once eligibility is checked, or withdraws it; with payments on, an
         *     open subscription gets the coupon from its next invoice.
         */
        put: operations["putAdminBillingKindIdDiscount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/clubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every club team with its plan, roster size and coaches, by name. */
        get: operations["getAdminClubs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/clubs/{id}/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets a club's plan (until payments exist, the operator does this by hand). */
        put: operations["putAdminClubsIdPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/coaches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Coaches awaiting (or past) verification, with the school their email domain suggests. */
        get: operations["getAdminCoaches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/coaches/{id}/decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approves or rejects a coach; the coach is emailed the decision. */
        post: operations["postAdminCoachesIdDecision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/compliance-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The compliance log, newest first (admins only). */
        get: operations["getAdminComplianceLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/compliance-log.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole compliance log as CSV; the export itself is audited. */
        get: operations["getAdminComplianceLogCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/compliance.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every coach-to-athlete message and visit (or one program's), for the operator. */
        get: operations["getAdminMessagesComplianceCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reported conversations with their messages, for the operator. */
        get: operations["getAdminMessagesReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/reports/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks a report handled (audited). */
        post: operations["postAdminMessagesReportsIdResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Programs with their plan and coaches: those matching `q`, or every program with a plan or a
         *     coach (at most 50, by name).
         */
        get: operations["getAdminPrograms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/programs/{schoolId}/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets a program's plan (until payments exist, the operator does this by hand). */
        put: operations["putAdminProgramsSchoolIdPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recruiting-periods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every recruiting period, by first day; `current` is judged on today in UTC. */
        get: operations["getAdminRecruitingPeriods"];
        put?: never;
        /** Adds a recruiting period from a published NCAA calendar; audited. */
        post: operations["postAdminRecruitingPeriods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recruiting-periods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a recruiting period; audited. */
        delete: operations["deleteAdminRecruitingPeriodsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The support queue: every open request, priority ones on top and the oldest first, then the
         *     latest answered ones (admins only).
         */
        get: operations["getAdminSupport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answers an open request (admins only): closes it, emails the user that it is answered and
         *     records it in the audit log. 409 when it was answered already.
         */
        post: operations["postAdminSupportIdAnswer"];
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
        /** Finds accounts by email (admins only). */
        get: operations["getAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Disables (every session ends at once) or re-enables an account. */
        put: operations["putAdminUsersIdDisabled"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets an athlete's or a parent's own plan by hand (payments off, or a courtesy); a payment
         *     changes it again.
         */
        put: operations["putAdminUsersIdPlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/under-13": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acts on a report that the user is under 13: the account is disabled at once (every session
         *     ends) and its erasure is scheduled at the end of the policy window
         *     (`retention::UNDER_13_ERASURE_MS`); the compliance log and the audit log record it.
         */
        post: operations["postAdminUsersIdUnder13"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Newest waitlist entries, searchable by email (admins only). */
        get: operations["getAdminWaitlist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/waitlist.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole waitlist as CSV (admins only). */
        get: operations["getAdminWaitlistCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/waitlist/exists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an email is on the waitlist (admins only). */
        get: operations["getAdminWaitlistExists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/waitlist/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exact total, count since local midnight, counts by source (admins only). */
        get: operations["getAdminWaitlistStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/athletes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An athlete's recruiting profile: the athlete always; a college coach through the recruiting
         *     workspace's gate (as search: verified, a program on an active plan, a seat; refused with the
         *     same 403 otherwise) and within the profile reads allowed per coach and program (429), when
         *     the athlete shows it to coaches (and is not a minor waiting for consent), leaving a view; a
         *     club coach through the club workspace's gate, for the club's own roster. Anyone else: 404.
         */
        get: operations["getAthletesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms an email address from the link's token and creates the profile. */
        post: operations["postAuthConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in with email and password; sets the session cookies. */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs out everywhere: every session of the user ends at once. */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Emails a single-use password reset link (1 hour) to `/reset-password`. */
        post: operations["postAuthRecover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/recover/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Opens a recovery session from a reset link's token (single use). */
        post: operations["postAuthRecoverVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchanges the refresh cookie for new tokens. The same refresh token used again within 30
         *     seconds gets the same new tokens; used again later, it ends its session. A session unused for
         *     7 days no longer refreshes.
         */
        post: operations["postAuthRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a new confirmation link to an unconfirmed account; answers the same for any address. */
        post: operations["postAuthResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current user and session, or nulls when signed out. */
        get: operations["getAuthSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates an account and emails a confirmation link (to `/welcome`). Every age, state and
         *     consent rule is checked here, whatever the client decided. Answers the same for a
         *     registered address, which gets an informative email instead.
         */
        post: operations["postAuthSignup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes the password. In a recovery session every session ends (sign in again); otherwise
         *     the current password is required and the other sessions end. Either way every pending
         *     one-time link of the account (email change, confirmation, recovery) stops working.
         */
        put: operations["putAuthUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in person's billing: payments on or off, the offers, and the subscription. */
        get: operations["getBilling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/add-ons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds an add-on to the signed-in person's paid plan, changes how many, or removes it (0): an
         *     item of the payer's Stripe subscription, prorated by Stripe.
         */
        post: operations["postBillingAddOns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts paying for a plan: an athlete's rower plan, a parent's family plan, a verified club
         *     coach's club plan or a verified college coach's program plan. Answers Stripe Checkout's URL.
         */
        post: operations["postBillingCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Opens Stripe's Customer Portal for the signed-in person's payer: change the plan, update the
         *     card, cancel at any time.
         */
        post: operations["postBillingPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe's webhook: the raw body signed in the `Stripe-Signature` header (no session, no CSRF
         *     token). Handles `checkout.session.completed` and `customer.subscription.created`, `.updated`
         *     and `.deleted`, each event once and in order.
         */
        post: operations["postBillingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calendar page: key dates (athletes), recruiting periods (coaches), the owner's events
         *     and settings.
         */
        get: operations["getCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in owner's calendar as an .ics download. */
        get: operations["getCalendarIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds an event (at most 500 an owner). A coach's visit naming an athlete is refused (422,
         *     `athleteId`) when a coach's message to the athlete would be, and is logged like one.
         */
        post: operations["postCalendarEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes one of the owner's events; a new date makes its reminder due again. A coach's visit is
         *     checked and logged as when it is added.
         */
        put: operations["putCalendarEventsId"];
        post?: never;
        /** Deletes one of the owner's events. */
        delete: operations["deleteCalendarEventsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates the secret feed address, or renews it: the previous address stops working at once. */
        post: operations["postCalendarFeed"];
        /** Turns the feed address off. */
        delete: operations["deleteCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/feed/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calendar behind a secret feed address, for calendar apps: no session, no CSRF. An unknown,
         *     renewed or turned-off address answers 404. Rate-limited per client address.
         */
        get: operations["getCalendarFeedFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/reminders/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turns reminder emails off (or back on) from the link in one, without signing in
         *     (`account::emails::answer_link`).
         */
        post: operations["postCalendarRemindersUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets the owner's time zone and reminder emails. */
        put: operations["putCalendarSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The club page: verification, the club with its plan, roster use and coaches, and whether the
         *     club workspace is open. Any coach.
         */
        get: operations["getClub"];
        put?: never;
        /**
         * Creates a club team on a 14-day free trial; the caller becomes its first coach and is
         *     verified again, for the club.
         */
        post: operations["postClub"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-college/athletes/{athleteId}/clubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The athlete's clubs whose verified coaches a college coach may write to (none when the athlete
         *     has no such club).
         */
        get: operations["getClubCollegeAthletesAthleteIdClubs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-college/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The conversations of the caller's club or program, the latest message first. */
        get: operations["getClubCollegeConversations"];
        put?: never;
        /**
         * Writes to the other side about an athlete on the club's roster: a club coach names the
         *     program (which needs a verified coach), a college coach the athlete's club. One conversation
         *     per club, program and athlete: a second start adds to it.
         */
        post: operations["postClubCollegeConversations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-college/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A conversation of the caller's club or program with its messages; another's is a 404. */
        get: operations["getClubCollegeConversationsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-college/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a message to a conversation of the caller's club or program. Refused (403) while a
         *     parent's consent holds coach communications about a minor.
         */
        post: operations["postClubCollegeConversationsIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-college/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the athlete sees: the conversations about them that exist (club, program, started on;
         *     never their text) and their club coaches' recommendations.
         */
        get: operations["getClubCollegeMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-college/programs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The programs with a verified coach, for a club coach to write to or recommend to. */
        get: operations["getClubCollegePrograms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-college/recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The club's recommendations with the athletes' answers. */
        get: operations["getClubCollegeRecommendations"];
        put?: never;
        /**
         * A club coach recommends a rostered athlete to a program (Coach Premium and Club Pro), with
         *     the athlete's club-verified erg results; the program sees it once the athlete agrees.
         */
        post: operations["postClubCollegeRecommendations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-college/recommendations/athletes/{athleteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The recommendations of an athlete the caller's program sees (those the athlete agreed to). */
        get: operations["getClubCollegeRecommendationsAthletesAthleteId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-college/recommendations/{id}/agree": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The athlete agrees to a recommendation: the program sees it, and the athlete is on its board. */
        post: operations["postClubCollegeRecommendationsIdAgree"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club-college/recommendations/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The athlete declines a recommendation: the program never sees it. */
        post: operations["postClubCollegeRecommendationsIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/attestations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The club's attestation requests waiting for a coach, oldest first. */
        get: operations["getClubAttestations"];
        put?: never;
        /** The athlete asks a club whose roster they are on to attest one of their results. */
        post: operations["postClubAttestations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/attestations/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attests the result for the club, today, by the signed-in coach. */
        post: operations["postClubAttestationsIdConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/attestations/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declines the request with a reason the athlete reads. */
        post: operations["postClubAttestationsIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/branding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The club's brand and whether the club holds the add-on. A coach of the club, in its workspace. */
        get: operations["getClubBranding"];
        /**
         * Sets the club's brand, shown on its athletes' shared and printed profiles. Needs the Custom
         *     branding add-on.
         */
        put: operations["putClubBranding"];
        post?: never;
        /** Removes the club's brand (with or without the add-on). */
        delete: operations["deleteClubBranding"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/evaluations/{athleteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The club's evaluation of an athlete, for the club's coaches (to edit it). */
        get: operations["getClubEvaluationsAthleteId"];
        /**
         * Writes the club's evaluation of an athlete on its roster. Only verified college coaches read
         *     it; the athlete and parents see only that it exists.
         */
        put: operations["putClubEvaluationsAthleteId"];
        post?: never;
        /** Deletes the club's evaluation of an athlete. */
        delete: operations["deleteClubEvaluationsAthleteId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/evaluations/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The athlete withdraws a club's evaluation: college coaches stop seeing it at once, and the
         *     club cannot write it again.
         */
        post: operations["postClubEvaluationsIdWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The club's pending invitations, newest first. */
        get: operations["getClubInvitations"];
        put?: never;
        /**
         * Invites an athlete (room on the roster needed) or a coach (Club Pro) by email; the link works
         *     once, for 14 days. The answer is the same whether or not the address has an account.
         */
        post: operations["postClubInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts an invitation from its email link. Any signed-in user who has the link. */
        post: operations["postClubInvitationsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes one of the club's pending invitations; its link stops working. */
        delete: operations["deleteClubInvitationsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/invitations/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts an invitation to the signed-in user's own email from the dashboard. */
        post: operations["postClubInvitationsIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/invitations/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declines an invitation to the signed-in user's own email. */
        post: operations["postClubInvitationsIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The athlete's club card: invitations, rosters, evaluations that exist, attestation requests. */
        get: operations["getClubMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/memberships/{clubId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** The athlete leaves a club's roster, at any time; their waiting requests to it go too. */
        delete: operations["deleteClubMembershipsClubId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/memberships/{clubId}/sharing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Whether the club's coaches see which programs viewed the athlete or wrote to them. */
        put: operations["putClubMembershipsClubIdSharing"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/roster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The club's roster: each athlete's completeness, latest tests, shared recruiting activity and
         *     the club's evaluation status.
         */
        get: operations["getClubRoster"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/club/roster/{athleteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Takes an athlete off the roster; their waiting attestation requests to the club go too. */
        delete: operations["deleteClubRosterAthleteId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/athletes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Searches the athletes shown to verified college coaches. */
        get: operations["getCoachAthletes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/athletes-viewing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Athletes who opened the program's page in the last 30 days and show their profile to
         *     coaches, the most recent first (at most 100; the overview has the full count).
         */
        get: operations["getCoachAthletesViewing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The program's recruiting board, shared by its coaches. Athletes no longer shown to coaches
         *     are left out (and come back if they show their profile again).
         */
        get: operations["getCoachBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/board.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The program's board as a CSV file. */
        get: operations["getCoachBoardCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/board/{athleteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One athlete's card on the program's board; `null` while the athlete is not on it (an
         *     ordinary state of every profile a coach opens, so not an error).
         */
        get: operations["getCoachBoardAthleteId"];
        /**
         * Stars an athlete shown to coaches: a new card starts at the end of "Identified". Starring an
         *     athlete already on the board changes nothing. 403 `plan_limit` when the board is full.
         */
        put: operations["putCoachBoardAthleteId"];
        post?: never;
        /** Takes an athlete off the program's board, with the program's notes, tags and history. */
        delete: operations["deleteCoachBoardAthleteId"];
        options?: never;
        head?: never;
        /** Changes a card's notes, tags, stage or place in its column. */
        patch: operations["patchCoachBoardAthleteId"];
        trace?: never;
    };
    "/api/coach/home": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What needs a recruiting coach today, and the news of the athletes the program follows. */
        get: operations["getCoachHome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/messages/compliance.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every message the program's coaches sent to athletes and every visit they put on an athlete's
         *     calendar, with the rule that allowed each. Open to the program's verified coaches whatever
         *     their plan: a compliance record outlives a plan.
         */
        get: operations["getCoachMessagesComplianceCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/offers/{athleteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The program's offers to the athlete, newest first. */
        get: operations["getCoachOffersAthleteId"];
        put?: never;
        /**
         * Makes an offer to an athlete on the program's board, from the athlete's contact date on and
         *     under every rule a message meets (it is announced in the program's conversation with the
         *     athlete, and so in the contact log). Not to an athlete committed elsewhere, and one waiting
         *     offer per program at a time. The card moves to "Offer".
         */
        post: operations["postCoachOffersAthleteId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/offers/{athleteId}/{offerId}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraws the program's offer while it waits for an answer; the athlete sees it withdrawn and
         *     the card goes back to "Evaluating".
         */
        post: operations["postCoachOffersAthleteIdOfferIdWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the coach page shows: verification, the recruiting notice of today, the figures. */
        get: operations["getCoachOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in coach's profile, and the titles a coach chooses from. */
        get: operations["getCoachProfile"];
        /**
         * Writes the signed-in coach's profile: full name and title required, squads, a bio of at most
         *     600 characters, and an optional phone number.
         */
        put: operations["putCoachProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/program": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Names the program the coach recruits for. The program's 14-day free trial starts with its
         *     first coach; a coach who moves to another program is verified again.
         */
        put: operations["putCoachProgram"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/questionnaire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The program's own questions. */
        get: operations["getCoachQuestionnaire"];
        /** Replaces the program's own questions (at most 10, each 1 to 300 characters). */
        put: operations["putCoachQuestionnaire"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/questionnaires/{athleteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The questionnaire the athlete sent the coach's program; null when none was sent (or the
         *     athlete is no longer shown to coaches).
         */
        get: operations["getCoachQuestionnairesAthleteId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/saved-searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The coach's saved searches, each with its new matches. */
        get: operations["getCoachSavedSearches"];
        put?: never;
        /** Saves a search by name; the plan decides how many a coach keeps. Its alerts start on. */
        post: operations["postCoachSavedSearches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/saved-searches/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turns off (or back on) the alert emails of the one saved search an emailed link names, without
         *     signing in; the link works 60 days.
         */
        post: operations["postCoachSavedSearchesUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/saved-searches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes one of the coach's saved searches. */
        delete: operations["deleteCoachSavedSearchesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/saved-searches/{id}/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Turns the daily digest email of one of the coach's saved searches on or off. */
        put: operations["putCoachSavedSearchesIdAlerts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/saved-searches/{id}/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The athletes, still shown to coaches, who came to match one of the coach's saved searches
         *     since the coach's last look, newest first (at most 50).
         */
        get: operations["getCoachSavedSearchesIdNew"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coach/saved-searches/{id}/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks the coach's look at a saved search now: its new matches start again from zero. */
        post: operations["postCoachSavedSearchesIdSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/age-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Applies the age and state rules to a birth date and state, as sign-up will. A browser refused
         *     for age (on a submitted check or at sign-up) stays refused for a day, whatever date it sends.
         */
        post: operations["postComplianceAgeCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compliance/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The state list and the state privacy rules table. */
        get: operations["getComplianceRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consent/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The parent approves or declines. Declining deletes the child's account and data. */
        post: operations["postConsentDecide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consent/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Shows the parent what the child signed up for. */
        post: operations["postConsentView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The dashboard's figures, all real. */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest 50 outgoing emails (development only). */
        get: operations["getDevMailbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/v1/athletes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The athletes the token reads: an athlete themself, a parent's linked children, a club coach's
         *     roster as the club page shows it.
         */
        get: operations["getExportV1Athletes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/v1/athletes/{id}/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One athlete's erg tests and race results, as JSON (default) or CSV. An athlete the token may
         *     not read is a 404, like one that does not exist.
         */
        get: operations["getExportV1AthletesIdPerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/export/v1/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every athlete the token reads, their erg tests and race results as one CSV. */
        get: operations["getExportV1Performance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The parent portal's home: the family plan, the digest, each linked child. Opening it links
         *     the parent to the minors whose consent they approved.
         */
        get: operations["getFamily"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/children/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The child's profile as the child sees it. */
        get: operations["getFamilyChildrenId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/children/{id}/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The child's calendar as the child sees it (key dates, events, settings; never the feed address). */
        get: operations["getFamilyChildrenIdCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/children/{id}/club-college": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the child sees of their club coaches' conversations with programs (that they exist) and
         *     recommendations; read-only, a parent never answers a recommendation.
         */
        get: operations["getFamilyChildrenIdClubCollege"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/children/{id}/consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Gives or withdraws the optional consent scopes of a minor child, at once; each change is
         *     logged. Withdrawing coach communications stops coaches writing and hides the child from
         *     coaches. Any linked parent may withdraw; giving needs full rights. The parent's password is
         *     required.
         */
        put: operations["putFamilyChildrenIdConsents"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/children/{id}/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The child's conversations (archived ones too), as the child sees them; nothing is marked read. */
        get: operations["getFamilyChildrenIdConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/children/{id}/conversations/{conversationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the child's conversations, as the child sees it; nothing is marked read. */
        get: operations["getFamilyChildrenIdConversationsConversationId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/children/{id}/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes a minor child's account and data through the one deletion path: the logs keep
         *     anonymous entries only. Full rights and the parent's password are required.
         */
        post: operations["postFamilyChildrenIdDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/children/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The child's data export (the account export's shape), as a JSON download. Full rights and
         *     the parent's password are required.
         */
        post: operations["postFamilyChildrenIdExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/children/{id}/freeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refuses further collection for a minor child: the account is frozen (it cannot sign in, its
         *     sessions end, it is shown to no one and coaches cannot write). Any linked parent may; the
         *     parent's password is required; logged.
         */
        post: operations["postFamilyChildrenIdFreeze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/children/{id}/parents/{parentId}/rights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The parent who gave consent grants another linked parent full rights over a minor child, or
         *     revokes them; the consenting parent's password is required; dated and logged.
         */
        put: operations["putFamilyChildrenIdParentsParentIdRights"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/children/{id}/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The child's performance log, with attestations. */
        get: operations["getFamilyChildrenIdPerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/children/{id}/questionnaires": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The programs that have the child's recruiting questionnaire (parents never send one). */
        get: operations["getFamilyChildrenIdQuestionnaires"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/children/{id}/saved-schools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The child's saved schools with their notes. */
        get: operations["getFamilyChildrenIdSavedSchools"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/children/{id}/unfreeze": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lifts the freeze of a minor child's account. Full rights and the parent's password are
         *     required; logged.
         */
        post: operations["postFamilyChildrenIdUnfreeze"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/children/{id}/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which programs viewed the child's profile. */
        get: operations["getFamilyChildrenIdViews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/digest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Turns the weekly digest email on or off. */
        put: operations["putFamilyDigest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/digest/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turns the weekly digest off (or back on) from the link in a digest email, without signing in
         *     (`account::emails::answer_link`).
         */
        post: operations["postFamilyDigestUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The athlete's pending invitations, newest first. */
        get: operations["getFamilyInvitations"];
        put?: never;
        /**
         * The athlete invites a parent or guardian by email; the link works once, for 14 days. The
         *     answer is the same whether or not the address has an account.
         */
        post: operations["postFamilyInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A signed-in parent accepts an athlete's invitation from its email link. */
        post: operations["postFamilyInvitationsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** The athlete revokes a pending invitation; its link stops working. */
        delete: operations["deleteFamilyInvitationsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/links/{childId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * The parent stops following a child: an adult child, or a minor whose consent another parent
         *     gave.
         */
        delete: operations["deleteFamilyLinksChildId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/parents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The athlete's linked parents and guardians. */
        get: operations["getFamilyParents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/parents/{parentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * The athlete removes a linked parent: at 18 or over any parent, before that a parent who did
         *     not give consent.
         */
        delete: operations["deleteFamilyParentsParentId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/family/parents/{parentId}/keep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The athlete, 18 or over, keeps a parent linked. */
        post: operations["postFamilyParentsParentIdKeep"];
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
        /** The process is up and answering. */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/schools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's saved schools, newest first. */
        get: operations["getMeSchools"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The viewer's conversations (`?archived=true`: the archive). */
        get: operations["getMessages"];
        put?: never;
        /** Starts a conversation (athlete → program, coach → athlete), or adds to the one there is. */
        post: operations["postMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Before a conversation exists: whether and what the viewer may write to this program
         *     (athletes, `?schoolId=`) or athlete (coaches, `?athleteId=`).
         */
        get: operations["getMessagesContact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events: `message` and `read` with `{"conversationId"}` for the signed-in user's
         *     conversations. The stream starts with `ready` and ends after ten minutes (browsers reconnect).
         *     Only for participants, as every other messages route: a coach without a seat on the
         *     program's plan is refused.
         */
        get: operations["getMessagesEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unread messages for the nav badge and the dashboard: 0 for accounts without messages. */
        get: operations["getMessagesUnread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turns message emails off (or back on) for the account the emailed link names; no sign-in
         *     needed (`account::emails::answer_link`).
         */
        post: operations["postMessagesUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One conversation with its messages and what the viewer may send. */
        get: operations["getMessagesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Archives the conversation for the viewer, or brings it back. */
        put: operations["putMessagesIdArchive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Blocks the conversation: nobody can send in it until the blocker unblocks it. */
        post: operations["postMessagesIdBlock"];
        /** Unblocks a conversation the viewer blocked. */
        delete: operations["deleteMessagesIdBlock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a message to a conversation of the viewer's. */
        post: operations["postMessagesIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marks everything in the conversation read by the viewer (the read receipt the others see). */
        post: operations["postMessagesIdRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{id}/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reports the conversation to the operators, who see it with its messages. */
        post: operations["postMessagesIdReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in athlete's offers. A parent reads a child's in the family overview. */
        get: operations["getOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accepts an offer: the program's confirmation of the athlete's commitment. Accepting a written
         *     offer of athletics aid signs it (the day is recorded), and other programs then stop
         *     recruiting the athlete. The athlete's other waiting offers are declined.
         */
        post: operations["postOffersIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declines an offer; the program's board moves the athlete to "Not a fit". */
        post: operations["postOffersIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/offers/{id}/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Signs an accepted written offer of athletics aid, from the first signing day of the athlete's
         *     class on (accepted before it, the offer is a commitment the program confirmed, not yet
         *     signed). Other programs then stop recruiting the athlete altogether.
         */
        post: operations["postOffersIdSign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in athlete's erg tests and race results, newest first. */
        get: operations["getPerformance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/performance/erg-tests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds an erg test to the signed-in athlete's log. */
        post: operations["postPerformanceErgTests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/performance/erg-tests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes one of the signed-in athlete's erg tests; a club coach's attestation of it is removed
         *     and a pending request for one is cancelled.
         */
        put: operations["putPerformanceErgTestsId"];
        post?: never;
        /** Deletes one of the signed-in athlete's erg tests. */
        delete: operations["deletePerformanceErgTestsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/performance/races": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a race result to the signed-in athlete's log. */
        post: operations["postPerformanceRaces"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/performance/races/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes one of the signed-in athlete's race results; a club coach's attestation of it is
         *     removed and a pending request for one is cancelled.
         */
        put: operations["putPerformanceRacesId"];
        post?: never;
        /** Deletes one of the signed-in athlete's race results. */
        delete: operations["deletePerformanceRacesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every plan, add-on and discount; college plans carry the limits the server enforces. */
        get: operations["getPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preview/access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a preview access code against the operator's setting. */
        post: operations["postPreviewAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's profile (created on first read). */
        get: operations["getProfile"];
        /** Saves the signed-in user's profile; every field is validated, errors are per field. */
        put: operations["putProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/commitment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the athlete's recruiting stands. */
        get: operations["getProfileCommitment"];
        /**
         * Records a verbal commitment or a signed offer (other programs can then no longer start
         *     conversations), or reopens recruiting. A commitment the program confirmed (the athlete
         *     accepted its offer) is not changed here: 409 `commitment_confirmed`.
         */
        put: operations["putProfileCommitment"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/questionnaires": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The programs the signed-in athlete sent a questionnaire to. Athletes only. */
        get: operations["getProfileQuestionnaires"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/share-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turns the share link on, or renews it: a new random token, of which only the hash is stored,
         *     so the answer is the one time the link is shown; the old one stops working at once. The link
         *     shows the profile only while visibility is `link`.
         */
        post: operations["postProfileShareLink"];
        /** Turns the share link off. */
        delete: operations["deleteProfileShareLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/views": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The programs whose coaches opened the signed-in athlete's profile in the last 90 days, and
         *     what each did next. Athletes only.
         */
        get: operations["getProfileViews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profiles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A profile by id: only one's own (the id of the session); any other id is refused. */
        get: operations["getProfilesId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database answers; 503 otherwise, so a load balancer stops sending traffic here. */
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Searches the programs; every filter value is checked against what the data holds. */
        get: operations["getSchools"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schools/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The filter choices the data offers. */
        get: operations["getSchoolsFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schools/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One program with its sources and the user's own notes. An athlete's visit is recorded (once
         *     a day) for the program's coaches.
         */
        get: operations["getSchoolsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schools/{id}/questionnaire": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The program's questionnaire for the signed-in athlete, filled in. Athletes only. */
        get: operations["getSchoolsIdQuestionnaire"];
        /**
         * Sends the athlete's questionnaire to the program, or sends it again (replacing the answers).
         *     Allowed at any time, before the NCAA contact date too; the athlete joins the program's board
         *     as "Identified". 409 when the athlete's profile is not shown to coaches, saying why.
         */
        put: operations["putSchoolsIdQuestionnaire"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/schools/{id}/saved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Saves a school to the user's list, or updates its notes. */
        put: operations["putSchoolsIdSaved"];
        post?: never;
        /** Removes a school from the user's list. */
        delete: operations["deleteSchoolsIdSaved"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/share/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The recruiting profile behind a share link, for anyone, while the athlete's visibility is
         *     `link`. Not for search engines (`X-Robots-Tag: noindex`, on the 404 too).
         */
        get: operations["getShareToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public settings the web app needs at start. */
        get: operations["getSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The landing page's figures, public. Counted at most once a minute per instance. */
        get: operations["getStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's support requests with their answers, the latest first. */
        get: operations["getSupport"];
        put?: never;
        /**
         * Sends a support request to the operators. Any signed-in user; marked priority when the user's
         *     plan includes priority support. 422 names every field that breaks a rule.
         */
        post: operations["postSupport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the signed-in user's own requests; another user's is not found (404). */
        get: operations["getSupportId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds an email to the waitlist (stored trimmed and lower-cased, once). An address already on
         *     the list gets the same answer, so the answer tells no one who is on it.
         */
        post: operations["postWaitlist"];
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
        AccessCodeRequest: {
            code?: string | null;
        };
        AccessGranted: {
            granted: boolean;
        };
        AccountPlanChoice: {
            /**
             * @description An athlete's rower plan (`recruit`, `elite`, `performance`), a parent's family plan
             *     (`family-basic`, `family-plus`, `family-premier`), or null for none (the free level).
             */
            plan?: string | null;
        };
        /** @description The signed-in person's own plan, and what it allows. */
        AccountPlanView: {
            audience?: null | components["schemas"]["Audience"];
            /** @description The account has had its one free trial. */
            hadTrial: boolean;
            level?: null | components["schemas"]["RowerLimits"];
            plan?: null | components["schemas"]["PlanName"];
            /** @description While the plan is a free trial: its end. */
            trialEndsAt?: string | null;
        };
        /** @description One dated line of a child's recent recruiting. */
        ActivityLine: {
            /** @description RFC 3339; a profile view is dated by its day. */
            at: string;
            text: string;
        };
        AddOn: {
            /**
             * Format: int64
             * @description Price per year on an annually billed plan: twelve months, as Stripe bills every item of a
             *     subscription on the plan's interval.
             */
            annualCents: number;
            /** @description Whose plans it is added to. */
            audiences: components["schemas"]["Audience"][];
            description: string;
            id: components["schemas"]["AddOnId"];
            /**
             * Format: int32
             * @description How many one payer may hold (people, for parent access; otherwise one).
             */
            maxQuantity: number;
            /**
             * Format: int64
             * @description Price per month (per person for parent access), in cents.
             */
            monthlyCents: number;
            name: string;
            /** @description "per person per month" or "per month". */
            unit: string;
        };
        AddOnChoice: {
            addOn: components["schemas"]["AddOnId"];
            /**
             * Format: int32
             * @description How many (people, for parent access); 0 removes the add-on.
             */
            quantity: number;
        };
        /**
         * @description What can be added to a payer's plan.
         * @enum {string}
         */
        AddOnId: "parent-access" | "export-api" | "custom-branding";
        /** @description How many of an add-on the payer now holds. */
        AddOnQuantity: {
            addOn: components["schemas"]["AddOnId"];
            /** Format: int32 */
            quantity: number;
        };
        AgeCheckRequest: {
            birthDate?: string | null;
            /**
             * @description The visitor pressed Continue: a refusal for age then sticks in this browser. Previews
             *     while typing leave it out.
             */
            submitted?: boolean;
            userState?: string | null;
        };
        AgeCheckResponse: components["schemas"]["Assessment"] & {
            ruleVersion: string;
            /** @description The rules that apply to the given state (its own or the defaults). */
            stateRules: components["schemas"]["StateRules"];
        };
        /** @description Whether a saved search's new athletes are emailed. */
        AlertSwitch: {
            on: boolean;
        };
        /** @description A personal API token as its owner sees it: never the secret. */
        ApiToken: {
            createdAt: string;
            id: string;
            /** @description Null until first used; updated at most once a minute. */
            lastUsedAt?: string | null;
            name: string;
            /** @description The secret's first characters (`rr_` and 8 more), to tell tokens apart. */
            prefix: string;
        };
        /** @description The signed-in person's tokens and whether they work now. */
        ApiTokens: {
            /** @description Whether the payer holds the Data export API add-on; without it no token works. */
            addOnHeld: boolean;
            /**
             * Format: int32
             * @description How many tokens an account may hold at once.
             */
            maxTokens: number;
            /** @description Who pays for the add-on: the account itself (athletes, parents) or the coach's club. */
            payer: components["schemas"]["SubjectKind"];
            /** @description The oldest first. */
            tokens: components["schemas"]["ApiToken"][];
        };
        ArchiveRequest: {
            archived: boolean;
        };
        /** @description What the rules say about one person. */
        Assessment: {
            /** Format: int32 */
            age: number;
            ageGroup: string;
            /** Format: int32 */
            minAge: number;
            needsParentalConsent: boolean;
            /** Format: int32 */
            parentalConsentAge: number;
            /** @description The state privacy notice must be shown and accepted. */
            statePrivacyRequired: boolean;
        };
        /** @description An attestation request as the athlete sees it. */
        AthleteAttestationRequest: {
            clubName: string;
            id: string;
            kind: components["schemas"]["ResultKind"];
            reason?: string | null;
            requestedAt: string;
            resultId: string;
            /** @description `requested` or `declined`. */
            status: components["schemas"]["RequestStatus"];
        };
        /**
         * @description What the athlete (or a linked parent) sees: the conversations about them that exist, and
         *     their club coaches' recommendations with the athlete's answer.
         */
        AthleteClubCollege: {
            conversations: components["schemas"]["ConversationAboutMe"][];
            recommendations: components["schemas"]["ClubRecommendation"][];
        };
        /** @description A club of the athlete whose verified coaches a college coach may write to. */
        AthleteClubItem: {
            clubId: string;
            name: string;
        };
        AthleteClubs: {
            attestations: components["schemas"]["AthleteAttestationRequest"][];
            clubs: components["schemas"]["Membership"][];
            evaluations: components["schemas"]["EvaluationNotice"][];
            /** @description Pending invitations to the athlete's own email. */
            invitations: components["schemas"]["AthleteInvitation"][];
        };
        AthleteInvitation: {
            clubName: string;
            expiresAt: string;
            id: string;
            invitedBy?: string | null;
        };
        AthletePage: {
            items: components["schemas"]["AthleteResult"][];
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            pageSize: number;
            /**
             * Format: int64
             * @description Athletes matching the search, on every page.
             */
            total: number;
        };
        AthleteRef: {
            fullName?: string | null;
            /** Format: int64 */
            gradYear?: number | null;
            id: string;
        };
        /** @description What a coach sees of an athlete in the results. No email, birth date, parent or consent data. */
        AthleteResult: {
            /** Format: int64 */
            actScore?: number | null;
            best2k?: null | components["schemas"]["Time"];
            best6k?: null | components["schemas"]["Time"];
            clubTeam?: string | null;
            coxswain: boolean;
            fullName?: string | null;
            /** Format: double */
            gpa?: number | null;
            /** Format: int64 */
            gradYear?: number | null;
            headline?: string | null;
            /** Format: int64 */
            heightFeet?: number | null;
            /** Format: int64 */
            heightInches?: number | null;
            highSchool?: string | null;
            homeState?: string | null;
            id: string;
            /** Format: int64 */
            satScore?: number | null;
            side?: null | components["schemas"]["Side"];
            squad?: null | components["schemas"]["Squad"];
            targetDivisions: components["schemas"]["Division"][];
            updatedAt: string;
            verified2k?: null | components["schemas"]["Time"];
            weightClass?: null | components["schemas"]["WeightClass"];
        };
        /** @description What coaches see of an athlete on the board. */
        AthleteSummary: {
            /** @description M:SS.S */
            best2k?: string | null;
            /** @description M:SS.S */
            best6k?: string | null;
            clubTeam?: string | null;
            fullName?: string | null;
            /** Format: int64 */
            gradYear?: number | null;
            highSchool?: string | null;
            /** @description Two-letter code of a US state. */
            homeState?: string | null;
            id: string;
            squad?: null | components["schemas"]["Squad"];
        };
        /** @description A club coach's attestation of a result: "Verified by <club> coach" with the date. */
        Attestation: {
            /** @description yyyy-mm-dd */
            attestedOn: string;
            clubName: string;
            /** @description The coach's name as it was; null when the coach gave none or the account is gone. */
            coachName?: string | null;
            /** @description Whether the coach checked the Concept2 verification code against the monitor or logbook. */
            codeChecked: boolean;
        };
        AttestationRequest: {
            athlete: components["schemas"]["RequestAthlete"];
            erg?: null | components["schemas"]["RequestedErgTest"];
            id: string;
            kind: components["schemas"]["ResultKind"];
            race?: null | components["schemas"]["RequestedRace"];
            requestedAt: string;
        };
        /**
         * @description Who a plan is for: the pricing page's tabs.
         * @enum {string}
         */
        Audience: "rower" | "family" | "club" | "college";
        /**
         * @description What an administrator did (`audit_log.action`).
         * @enum {string}
         */
        AuditAction: "coach_decision" | "user_disabled" | "user_enabled" | "compliance_log_exported" | "admin_promoted" | "admin_created" | "program_plan_set" | "club_plan_set" | "family_plan_set" | "rower_plan_set" | "payment_plan_set" | "message_report_resolved" | "under_13_reported" | "recruiting_period_added" | "recruiting_period_deleted" | "support_request_answered" | "add_on_set" | "discount_set";
        AuditRow: {
            action: components["schemas"]["AuditAction"];
            actorEmail: string;
            createdAt: string;
            details: unknown;
            target?: string | null;
        };
        /** @description The best time of a piece. */
        Best: {
            /** @description yyyy-mm-dd of the test; null for the profile's figure. */
            date?: string | null;
            source: components["schemas"]["BestSource"];
            /** Format: int64 */
            tenths: number;
            /** @description M:SS.S */
            time: string;
            verificationCodeProvided: boolean;
        };
        /**
         * @description Where a best time comes from: the log, or the figure typed on the profile.
         * @enum {string}
         */
        BestSource: "log" | "profile";
        /**
         * @description How often a plan is billed, as the pricing page's toggle offers it.
         * @enum {string}
         */
        Billing: "monthly" | "annual";
        /** @description Whether payments are on, who the signed-in person pays for, and their subscription. */
        BillingView: {
            /** @description The add-ons this payer can add to its plan (those with a Stripe price for its billing). */
            addOnOffers: components["schemas"]["AddOnId"][];
            /** @description What the payer holds of each add-on, paid for or set by an operator. */
            addOns: components["schemas"]["HeldAddOn"][];
            discount?: null | components["schemas"]["GrantedDiscount"];
            /** @description What this payer can buy: the plans of its audience that have a Stripe price. */
            offers: components["schemas"]["Offer"][];
            payer?: null | components["schemas"]["SubjectKind"];
            paymentsOn: boolean;
            subscription?: null | components["schemas"]["SubscriptionView"];
        };
        /** @description The program's board: cards by stage (in the order of the columns), then position. */
        Board: {
            cards: components["schemas"]["BoardCard"][];
            /**
             * Format: int64
             * @description Athletes on the board.
             */
            count: number;
            /**
             * Format: int32
             * @description The most the program's plan holds; null for no limit.
             */
            limit?: number | null;
            /** @description The program's plan ("Free trial", "Recruiter", …). */
            plan: string;
        };
        /** @description An athlete on the program's board. Private to the program's coaches. */
        BoardCard: {
            athlete: components["schemas"]["AthleteSummary"];
            commitment?: null | components["schemas"]["CommitmentNote"];
            /** @description The day (yyyy-mm-dd) a coach means to follow up on the athlete. */
            followUpOn?: string | null;
            /** @description Oldest first. */
            history: components["schemas"]["StageChange"][];
            notes: string;
            /**
             * Format: int64
             * @description The card's place in its stage column, from 0.
             */
            position: number;
            stage: components["schemas"]["Stage"];
            stageChangedAt: string;
            starredAt: string;
            /** @description The display name of the coach who starred the athlete; null for a removed account. */
            starredBy?: string | null;
            tags: string[];
        };
        /**
         * @description A racing shell (`race_results.boat_class`).
         * @enum {string}
         */
        BoatClass: "1x" | "2x" | "2-" | "4x" | "4+" | "4-" | "8+";
        BrandInput: {
            /** @description `#rrggbb`, with a contrast of at least 3:1 against white. */
            accentColour?: string | null;
            /** @description `#rrggbb`, giving white text a contrast of at least 4.5:1. */
            bandColour?: string | null;
            /** @description 2 to 80 characters; missing or blank is the club's name. */
            displayName?: string | null;
        };
        /** @description One of the owner's own events. */
        CalendarEvent: {
            /**
             * @description A visit a college coach added for the athlete, on the athlete's (and parents') calendar:
             *     the coach's name. Only the coach changes it. Null for the owner's own events.
             */
            addedBy?: string | null;
            /** @description Coach events: the athlete the event is about. */
            athleteId?: string | null;
            /** @description Null when the athlete is no longer shown to coaches. */
            athleteName?: string | null;
            /** @description yyyy-mm-dd */
            date: string;
            /** @description yyyy-mm-dd, the last day of an event of several days. */
            endDate?: string | null;
            id: string;
            kind: components["schemas"]["EventKind"];
            kindLabel: string;
            location?: string | null;
            notes?: string | null;
            remind: boolean;
            schoolId?: string | null;
            schoolName?: string | null;
            /** @description HH:MM in the owner's time zone; null for an all-day event. */
            time?: string | null;
            title: string;
        };
        /**
         * @description Whose calendar a view is.
         * @enum {string}
         */
        CalendarRole: "athlete" | "coach";
        CalendarSettings: {
            /** @description When the secret feed address was made; null while there is none. */
            feedCreatedAt?: string | null;
            /** @description Reminder emails the day before events. */
            reminders: boolean;
            /** @description IANA name; dates, times and reminders follow it. */
            timeZone: string;
            /** @description False while the default zone stands (the owner never chose one). */
            timeZoneSet: boolean;
        };
        /** @description The calendar page. */
        CalendarView: {
            /**
             * @description Athletes: the divisions aimed for (all three NCAA divisions when none is chosen).
             *     Coaches: the program's division.
             */
            divisions: string[];
            /** @description By date, then time. */
            events: components["schemas"]["CalendarEvent"][];
            /**
             * Format: int64
             * @description The athlete's graduation year.
             */
            gradYear?: number | null;
            /** @description Athletes only, by date; empty without a graduation year. */
            keyDates: components["schemas"]["KeyDate"][];
            /** @description Coaches only: current and future periods of the program's division. */
            periods: components["schemas"]["RecruitingPeriod"][];
            role: components["schemas"]["CalendarRole"];
            settings: components["schemas"]["CalendarSettings"];
        };
        /** @description A change to a card; every part optional. */
        CardChangeRequest: {
            /** @description A day (yyyy-mm-dd) to follow up on the athlete; an empty text clears it. */
            followUpOn?: string | null;
            /** @description At most 2000 characters. */
            notes?: string | null;
            /**
             * Format: int64
             * @description The card's index within its stage column after the move, from 0 (past the end: last).
             */
            position?: number | null;
            stage?: null | components["schemas"]["Stage"];
            /** @description At most 10, each 1 to 30 characters; repeats (whatever their case) are kept once. */
            tags?: string[] | null;
        };
        CheckoutChoice: {
            billing: components["schemas"]["Billing"];
            /** @description A plan id of `GET /api/plans`. */
            plan: string;
        };
        /** @description A parent linked to a child, as the child's parents see each other. */
        ChildParent: {
            email: string;
            /** @description The parent who gave consent (they always hold full rights). */
            gaveConsent: boolean;
            name?: string | null;
            parentId: string;
            relation: components["schemas"]["Relation"];
            rights: components["schemas"]["Rights"];
            /** @description When full rights were last granted or revoked; null when never. */
            rightsChangedAt?: string | null;
            /** @description This is you. */
            you: boolean;
        };
        /** @description A club's name and colours: nothing else of the club. */
        ClubBrand: {
            /** @description `#rrggbb`, a rule on the white page (at least 3:1 with white). */
            accentColour: string;
            /** @description `#rrggbb`, under white text (at least 4.5:1). */
            bandColour: string;
            /** @description The name on the band. */
            displayName: string;
        };
        /** @description The club's brand as its coaches manage it. */
        ClubBranding: {
            /**
             * @description Whether the club holds the Custom branding add-on: the brand is shown only while it does,
             *     and set only then.
             */
            addOnHeld: boolean;
            brand?: null | components["schemas"]["ClubBrand"];
            /** @description The name shown when none is given: the club's. */
            defaultDisplayName: string;
        };
        ClubCoachView: {
            email: string;
            fullName?: string | null;
            id: string;
            status: components["schemas"]["CoachStatus"];
        };
        /** @description The athlete a conversation is about. */
        ClubCollegeAthlete: {
            fullName?: string | null;
            id: string;
        };
        /** @description The club of a conversation or a recommendation. */
        ClubCollegeClub: {
            id: string;
            name: string;
        };
        /** @description A conversation between a club's coaches and a program's about one athlete. */
        ClubCollegeConversation: {
            athlete: components["schemas"]["ClubCollegeAthlete"];
            club: components["schemas"]["ClubCollegeClub"];
            id: string;
            /** @description RFC 3339 */
            lastMessageAt: string;
            program: components["schemas"]["ClubCollegeProgram"];
            /** @description RFC 3339 */
            startedAt: string;
        };
        /** @description A message of a club and college coaches' conversation. */
        ClubCollegeMessage: {
            body: string;
            id: string;
            /** @description Written by the reader. */
            mine: boolean;
            /** @description "<name>, <club>" or "<full name>, <title>, <program>" */
            senderName: string;
            /** @description RFC 3339 */
            sentAt: string;
            side: components["schemas"]["CoachSide"];
        };
        /** @description The program of a conversation. */
        ClubCollegeProgram: {
            name: string;
            schoolId: string;
        };
        ClubCollegeReply: {
            /** @description At most 5000 characters. */
            body: string;
        };
        /** @description A conversation with its messages, oldest first, and whether the reader may write now. */
        ClubCollegeThread: {
            conversation: components["schemas"]["ClubCollegeConversation"];
            mayWrite: boolean;
            messages: components["schemas"]["ClubCollegeMessage"][];
            /** @description Why not, in words to show, when the reader may not write. */
            refusal?: string | null;
        };
        /** @description What a verified college coach reads of a club's evaluation. */
        ClubEvaluation: {
            clubName: string;
            coachName?: string | null;
            /** Format: int64 */
            coachability: number;
            comments: string;
            /** Format: int64 */
            fitness: number;
            /** Format: int64 */
            technique: number;
            writtenAt: string;
        };
        /** @description The club's own evaluation, for its coaches to edit. */
        ClubEvaluationDraft: {
            coachName?: string | null;
            /** Format: int64 */
            coachability?: number | null;
            comments: string;
            /** Format: int64 */
            fitness?: number | null;
            /** Format: int64 */
            technique?: number | null;
            updatedAt: string;
            withdrawn: boolean;
        };
        /** @description What a club's plan allows. `None` is unlimited. */
        ClubLimits: {
            /**
             * Format: int32
             * @description Coaches who share the club team (first come, first served).
             */
            coaches?: number | null;
            /** @description Recommending rostered athletes to college programs. */
            recommendations: boolean;
            /**
             * Format: int32
             * @description Athletes on the club's roster.
             */
            roster?: number | null;
        };
        ClubLimitsView: {
            /**
             * Format: int32
             * @description Null is unlimited.
             */
            coaches?: number | null;
            /**
             * Format: int32
             * @description Null is unlimited.
             */
            roster?: number | null;
        };
        ClubOverview: {
            club?: null | components["schemas"]["ClubSummary"];
            /** @description A college coach: the club page tells them they recruit for a program. */
            hasProgram: boolean;
            verification: components["schemas"]["ClubVerification"];
            workspace: components["schemas"]["ClubWorkspace"];
        };
        ClubPlan: {
            /** @description `trial`, `coach-essential`, `coach-premium` or `club-pro`. */
            id: string;
            name: string;
            trialEndsAt?: string | null;
        };
        ClubPlanChoice: {
            /** @description `trial` (a new 14-day trial), `coach-essential`, `coach-premium` or `club-pro`. */
            plan: string;
        };
        ClubPlanRow: {
            /** @description `trial`, `coach-essential`, `coach-premium` or `club-pro`. */
            id: string;
            name: string;
            trialEndsAt?: string | null;
        };
        /** @description A club coach's recommendation of an athlete to a program. */
        ClubRecommendation: {
            athleteId: string;
            athleteName?: string | null;
            clubName: string;
            coachName: string;
            /** @description RFC 3339 */
            createdAt: string;
            /** @description RFC 3339, once the athlete answered. */
            decidedAt?: string | null;
            id: string;
            note: string;
            programName: string;
            projectedLevel: string;
            /** @description "Recommended by <coach>, <club>" */
            recommendedBy: string;
            /** @description The athlete's club-verified erg results when the recommendation was written. */
            results: components["schemas"]["VerifiedResult"][];
            schoolId: string;
            status: components["schemas"]["RecommendationStatus"];
        };
        ClubRow: {
            /** Format: int64 */
            coachCount: number;
            createdAt: string;
            id: string;
            name: string;
            plan: components["schemas"]["ClubPlanRow"];
            /** Format: int64 */
            rosterCount: number;
        };
        ClubSummary: {
            coaches: components["schemas"]["ClubCoachView"][];
            createdAt: string;
            id: string;
            /** @description The plan's limits (a trial has Coach Essential's; a lapsed plan shows them too). */
            limits: components["schemas"]["ClubLimitsView"];
            name: string;
            plan: components["schemas"]["ClubPlan"];
            /** Format: int64 */
            rosterCount: number;
        };
        ClubVerification: {
            reason?: string | null;
            status?: null | components["schemas"]["CoachStatus"];
        };
        ClubWorkspace: {
            open: boolean;
            /** @description `no_club`, `coach_unverified` or `plan_required` while closed. */
            reason?: string | null;
        };
        CoachDecision: {
            decision: components["schemas"]["Decision"];
            /** @description Required to reject; sent to the coach. */
            reason?: string | null;
        };
        CoachHome: {
            contactOpenings: components["schemas"]["ContactOpening"][];
            /** @description The contact rule the openings follow (the program's division). */
            contactRule: string;
            followUps: components["schemas"]["OverdueFollowUp"][];
            /** @description Newest first. */
            news: components["schemas"]["NewsItem"][];
            /** @description The program's offers waiting for the athlete's answer, soonest answer-by day first. */
            offersWaiting: components["schemas"]["WaitingOffer"][];
            /** @description Questionnaires athletes sent the program in the last 30 days, newest first. */
            questionnaires: components["schemas"]["QuestionnaireReceived"][];
            /** @description Club coaches' recommendations the athletes agreed to, newest first. */
            recommendations: components["schemas"]["ClubRecommendation"][];
            /** @description The coach's today (yyyy-mm-dd), on the coach's clock. */
            today: string;
            visits: components["schemas"]["UpcomingVisit"][];
            waiting: components["schemas"]["WaitingConversation"][];
        };
        CoachOverview: {
            /**
             * Format: int64
             * @description Athletes who viewed the program's page in the last 30 days and let coaches see them
             *     (0 while the workspace is closed).
             */
            athletesViewing: number;
            /** @description The coach's full name once the profile has one, else 'Coach'. */
            displayName: string;
            /**
             * @description Whether the coach has written the name and title athletes see; needed before the first
             *     message.
             */
            profileComplete: boolean;
            program?: null | components["schemas"]["ProgramSummary"];
            /** @description The NCAA notice: periods in force for the program's division and its contact rule. */
            recruiting: components["schemas"]["RecruitingNotice"];
            /**
             * Format: int64
             * @description Athletes on the program's board.
             */
            starredAthletes: number;
            suggestedProgram?: null | components["schemas"]["ProgramSummary"];
            verification: components["schemas"]["Verification"];
            /** @description Whether the recruiting workspace is open to the coach, and if not, why. */
            workspace: components["schemas"]["Workspace"];
        };
        /**
         * @description The name, title and squads athletes and parents see, with a short bio and a phone number
         *     shown only to athletes the coach writes to.
         */
        CoachProfile: {
            bio?: string | null;
            fullName: string;
            phone?: string | null;
            squads: components["schemas"]["CoachedSquad"][];
            title: string;
        };
        CoachProfileInput: {
            /** @default null */
            bio: string | null;
            /** @default null */
            fullName: string | null;
            /** @default null */
            phone: string | null;
            /** @default [] */
            squads: string[];
            /** @default null */
            title: string | null;
        };
        /** @description The coach's profile page: the profile once written, and the titles to choose from. */
        CoachProfilePage: {
            profile?: null | components["schemas"]["CoachProfile"];
            titles: string[];
        };
        CoachRow: {
            /** @description The club team a club coach belongs to (verified against the club's name and the email). */
            clubName?: string | null;
            domain: string;
            email: string;
            emailConfirmed: boolean;
            id: string;
            program?: null | components["schemas"]["SchoolMatch"];
            reason?: string | null;
            schoolMatch?: null | components["schemas"]["SchoolMatch"];
            signedUpAt: string;
            status: components["schemas"]["CoachStatus"];
        };
        /**
         * @description Which coaches wrote a message: the club's or the program's.
         * @enum {string}
         */
        CoachSide: "club" | "college";
        /**
         * @description Verification of a college or club coach by the operator (`users.coach_status`).
         * @enum {string}
         */
        CoachStatus: "pending" | "verified" | "rejected";
        /**
         * @description A squad a coach coaches.
         * @enum {string}
         */
        CoachedSquad: "women" | "men" | "women_lightweight" | "men_lightweight";
        /** @description What a college program's plan allows. `None` is unlimited. */
        CollegeLimits: {
            /** @description GPA, SAT and ACT minimums in athlete search. */
            academicFilters: boolean;
            /**
             * Format: int32
             * @description Verified coaches of the program who may use the workspace (first come, first served).
             */
            coachSeats?: number | null;
            /**
             * Format: int32
             * @description Saved searches per coach.
             */
            savedSearches?: number | null;
            /**
             * Format: int32
             * @description Athletes on the program's board.
             */
            watchlist?: number | null;
        };
        /**
         * @description Where an athlete's recruiting stands: still open, verbally committed, or a written offer
         *     signed. Once not open, other programs may not start conversations.
         * @enum {string}
         */
        Commitment: "open" | "verbal" | "signed";
        /** @description The athlete's recruiting commitment. */
        CommitmentAnswer: {
            note?: null | components["schemas"]["CommitmentNote"];
            schoolId?: string | null;
            schoolName?: string | null;
            status: components["schemas"]["Commitment"];
        };
        /** @description An athlete's commitment as coaches, the athlete and parents read it. */
        CommitmentNote: {
            /**
             * Format: int64
             * @description The college class of the accepted offer.
             */
            classOf?: number | null;
            /** @description The program confirmed it: the athlete accepted its offer. False: self-reported. */
            confirmed: boolean;
            /**
             * @description "Committed to Bates College, class of 2029", or "Verbally committed to Bates College
             *     (self-reported)".
             */
            label: string;
            programName: string;
            schoolId: string;
            status: components["schemas"]["Commitment"];
        };
        CommitmentRequest: {
            /** @description The program, unless the status is open. */
            schoolId?: string | null;
            status: components["schemas"]["Commitment"];
        };
        /** @description How complete a profile is: the share of the twelve fields filled in, and the names of the rest. */
        Completeness: {
            /** @description Human names of the fields still empty. */
            missing: string[];
            /**
             * Format: int64
             * @description 0 to 100.
             */
            percent: number;
        };
        Confirmation: {
            /**
             * @description The coach checked the erg test's verification code against the monitor or logbook.
             * @default false
             */
            codeChecked: boolean;
        };
        /**
         * @description The answer to a confirmed address: the message, and the account's role, so the welcome page
         *     gives that role's first steps (only the link's holder, the account's owner, reads it).
         */
        Confirmed: {
            message: string;
            role: components["schemas"]["Role"];
        };
        ConsentChanges: {
            analytics?: boolean | null;
            coachCommunications?: boolean | null;
            /** @description The acting parent's password. */
            password?: string | null;
            thirdPartySharing?: boolean | null;
        };
        /** @description What the parent is asked to approve. */
        ConsentRequest: {
            birthDate?: string | null;
            childEmail: string;
            /** @description What the product keeps about the child, in plain words. */
            dataCollected: string[];
            expiresAt: string;
            optOutSale: boolean;
            parentEmail: string;
            relation: string;
            requestedAt: string;
            role: components["schemas"]["Role"];
            userState?: string | null;
        };
        /**
         * @description Parental consent of the account (`users.consent_status`): a minor's account waits for a
         *     parent's approval; a parent's decline deletes the account.
         * @enum {string}
         */
        ConsentStatus: "not_required" | "pending" | "approved";
        ConsentTokenRequest: {
            token: string;
        };
        /** @description A consent link as it opens: the request while it waits for the parent, only the answer after. */
        ConsentView: {
            /** @description When the parent answered; null while pending. */
            decidedAt?: string | null;
            request?: null | components["schemas"]["ConsentRequest"];
            status: components["schemas"]["ParentalConsentStatus"];
        };
        /** @description The consent scopes of a minor's account (`compliance::rules::CONSENT_SCOPES`). */
        Consents: {
            analytics: components["schemas"]["Scope"];
            basicUse: components["schemas"]["Scope"];
            coachCommunications: components["schemas"]["Scope"];
            thirdPartySharing: components["schemas"]["Scope"];
        };
        ContactAnswer: {
            contact: components["schemas"]["ContactState"];
            /** @description The conversation that already exists with this program or athlete. */
            conversationId?: string | null;
            /**
             * Format: int64
             * @description The program's verified coaches (what an athlete's message reaches).
             */
            verifiedCoaches: number;
        };
        ContactOpening: {
            athleteId: string;
            athleteName?: string | null;
            /** Format: int64 */
            gradYear: number;
            /** @description yyyy-mm-dd */
            opensOn: string;
        };
        /** @description A message's kind and the date rule's state, as the composer shows them. */
        ContactState: {
            /** @description Empty when may_write is false; questionnaire and camp_info only before the contact date. */
            allowedKinds: components["schemas"]["MessageKind"][];
            /** @description False: no composer (blocked, committed elsewhere, parent paused, read only…). */
            mayWrite: boolean;
            /** @description A sentence for the viewer. */
            message?: string | null;
            /** @description yyyy-mm-dd from which the coach may write freely, while it is in the future. */
            opensOn?: string | null;
            /**
             * @description `before_contact_date`, `blocked`, `committed_elsewhere`, `signed_elsewhere`, `parent_paused_coach_contact`,
             *     `awaiting_parental_consent`, or `no_verified_coach` (an athlete's message waits).
             */
            reason?: string | null;
            /**
             * @description The rule applied, e.g. "Division I: coaches may write from June 15 after the athlete's
             *     sophomore year".
             */
            rule?: string | null;
        };
        /** @description That a conversation between the athlete's club coaches and a program exists: never its text. */
        ConversationAboutMe: {
            clubName: string;
            id: string;
            programName: string;
            /** @description RFC 3339 */
            startedAt: string;
        };
        ConversationDetail: components["schemas"]["ConversationSummary"] & {
            /** @description Only the one who blocked may unblock. */
            blockedByMe: boolean;
            /** @description What the viewer may send now. */
            contact: components["schemas"]["ContactState"];
            /** @description Oldest first. */
            messages: components["schemas"]["ThreadMessage"][];
            /** @description The viewer has an open report on it. */
            reported: boolean;
            viewerRole: components["schemas"]["SenderRole"];
        };
        ConversationSummary: {
            /** @description Archived by the viewer. */
            archived: boolean;
            athlete: components["schemas"]["AthleteRef"];
            blocked: boolean;
            id: string;
            lastMessageAt: string;
            lastMessageKind: components["schemas"]["MessageKind"];
            /** @description The last message's first 140 characters, on one line. */
            lastMessagePreview: string;
            program: components["schemas"]["ProgramRef"];
            /**
             * Format: int64
             * @description Messages from the other side the viewer has not read.
             */
            unread: number;
            /** @description The program has no verified coach yet: the athlete's messages wait for one. */
            waitingForCoach: boolean;
        };
        ConversationWith: {
            lastMessageAt: string;
            schoolId: string;
            schoolName: string;
        };
        /** @description A token just made, with its secret: shown this once, only its hash is kept. */
        CreatedApiToken: {
            /** @description `rr_` and 43 characters; send it as `Authorization: Bearer <secret>`. */
            secret: string;
            token: components["schemas"]["ApiToken"];
        };
        Dashboard: {
            completeness: components["schemas"]["Completeness"];
            /**
             * Format: int64
             * @description Unread messages from college coaches (or, for a coach, from athletes).
             */
            messages: number;
            /** @description The latest erg test, the best 2k, and the 2k's change over the last twelve months. */
            performance: components["schemas"]["PerformanceSummary"];
            /**
             * Format: int64
             * @description Views of the profile by college coaches in the last 30 days (one per coach and day).
             */
            profileViews: number;
            /** Format: int64 */
            savedSchools: number;
        };
        /**
         * @description What the operator decides about a coach.
         * @enum {string}
         */
        Decision: "approve" | "reject";
        DecisionRequest: {
            /**
             * @description With an approval: whether verified college coaches may message the child (default true).
             *     The child may always write to programs.
             */
            allowCoachMessages?: boolean | null;
            /** @description approve or decline */
            decision: string;
            token: string;
        };
        DecisionResponse: {
            message: string;
            /** @description approved or declined */
            status: components["schemas"]["ParentalConsentStatus"];
        };
        Decline: {
            /**
             * @description 1 to 500 characters; the athlete reads it.
             * @default null
             */
            reason: string | null;
        };
        DigestSetting: {
            enabled: boolean;
        };
        DisableRequest: {
            disabled: boolean;
        };
        /**
         * @description Sweep or sculling experience (`profiles.discipline`).
         * @enum {string}
         */
        Discipline: "sweep" | "sculling" | "both";
        Discount: {
            /** @description Whose plans it applies to. */
            audiences: components["schemas"]["Audience"][];
            /** @description Who qualifies, and what an operator checks before granting it. */
            eligibility: string;
            id: components["schemas"]["DiscountId"];
            name: string;
            /** Format: int32 */
            percent: number;
        };
        DiscountChoice: {
            discount?: null | components["schemas"]["DiscountId"];
            /** @description What eligibility was checked (a letter, an address), up to 500 characters. */
            note?: string;
        };
        /**
         * @description A discount an operator grants a payer after checking eligibility.
         * @enum {string}
         */
        DiscountId: "academic" | "non-profit-club" | "multi-team";
        /**
         * @description A college division the athlete aims for (items of `profiles.target_divisions`).
         * @enum {string}
         */
        Division: "I" | "II" | "III" | "club";
        Done: {
            /** @description verified or rejected for a coach decision; disabled or enabled for an account. */
            status: string;
        };
        EmailChangeRequest: {
            newEmail?: string | null;
            password?: string | null;
        };
        /**
         * @description A kind of email an account can turn off, each with unsubscribe links of its own
         *     (`email_settings.kind`).
         * @enum {string}
         */
        EmailKind: "messages" | "family_digest" | "calendar_reminders";
        /** @description What a one-click link did. */
        EmailLinkAnswer: {
            /** @description The account's address, partly hidden ("a•••@example.com"). */
            email: string;
            kind: components["schemas"]["EmailKind"];
            /** @description Whether these emails are now on. */
            on: boolean;
        };
        /** @description The body every one-click unsubscribe route takes. */
        EmailLinkRequest: {
            /** @description True: turn these emails back on (undo an unsubscribe). Default false: turn them off. */
            resubscribe?: boolean;
            /** @description The `token` of the link's `#token=…`. */
            token: string;
        };
        EmailRequest: {
            email?: string | null;
        };
        /** @description One kind of email the account gets, and whether it is on. */
        EmailSetting: {
            kind: components["schemas"]["EmailKind"];
            /** @description The links of this kind emailed up to then no longer work. */
            linksRevokedAt?: string | null;
            /** @description When it was turned off; null while on (and for one turned off before this was recorded). */
            offAt?: string | null;
            /** @description Turned off from the one-click link in an email, rather than signed in. */
            offFromLink: boolean;
            on: boolean;
        };
        EmailSwitch: {
            on: boolean;
        };
        /**
         * @description A feature a plan line promises, each used or enforced where the product offers it.
         * @enum {string}
         */
        Entitlement: "recruiting-basics" | "unlimited-saved-schools" | "progress-charts" | "family-member" | "priority-support" | "family-athletes" | "parent-portal" | "family-coverage" | "club-roster" | "club-workspace" | "recommendations" | "multi-coach" | "coach-seats" | "college-workspace" | "board-and-searches" | "academic-filters" | "everything-in";
        /**
         * @description Which kind of deployment answers.
         * @enum {string}
         */
        Environment: "production" | "development";
        /** @description An erg test as its owner reads it. */
        ErgTest: {
            attestation?: null | components["schemas"]["Attestation"];
            createdAt: string;
            /** @description yyyy-mm-dd */
            date: string;
            id: string;
            /**
             * Format: int64
             * @description For timed pieces (30min, 60min).
             */
            meters?: number | null;
            notes?: string | null;
            piece: components["schemas"]["Piece"];
            /** @description Per 500 m, M:SS.S. */
            split: string;
            /** Format: int64 */
            strokeRate?: number | null;
            /**
             * Format: int64
             * @description The time in tenths of a second, for distance pieces.
             */
            tenths?: number | null;
            /** @description M:SS.S, for distance pieces. */
            time?: string | null;
            /** @description The monitor's verification code; only its owner reads it. */
            verificationCode?: string | null;
            verificationCodeProvided: boolean;
        };
        /** @description A new or changed erg test. Distance pieces take `time`, timed pieces `meters`. */
        ErgTestInput: {
            /**
             * @description yyyy-mm-dd
             * @default null
             */
            date: string | null;
            /**
             * Format: int64
             * @default null
             */
            meters: number | null;
            /** @default null */
            notes: string | null;
            /** @default null */
            piece: null | components["schemas"]["Piece"];
            /**
             * Format: int64
             * @default null
             */
            strokeRate: number | null;
            /**
             * @description M:SS.S
             * @default null
             */
            time: string | null;
            /** @default null */
            verificationCode: string | null;
        };
        /** @description The wire form of every error. */
        ErrorBody: {
            error: components["schemas"]["ErrorDetail"];
        };
        ErrorDetail: {
            /** @description Machine-readable; clients branch on this, never on the message. */
            code: string;
            /** @description Per-field problems, keyed by input name. */
            fields?: {
                [key: string]: string;
            };
            /** @description Human-readable, safe to show to the user. */
            message: string;
            /** @description Why a password was refused (`length`, `common`, `email`, `name`), for `weak_password`. */
            reasons?: string[];
            /** @description On a server error (5xx): the request's reference, for the user to quote to support. */
            requestId?: string | null;
        };
        EvaluationInput: {
            /**
             * Format: int64
             * @description 1 to 5.
             * @default null
             */
            coachability: number | null;
            /**
             * @description At most 2000 characters; may be empty.
             * @default null
             */
            comments: string | null;
            /**
             * Format: int64
             * @description 1 to 5.
             * @default null
             */
            fitness: number | null;
            /**
             * Format: int64
             * @description 1 to 5.
             * @default null
             */
            technique: number | null;
        };
        /** @description That an evaluation exists; never what it says. */
        EvaluationNotice: {
            clubName: string;
            id: string;
            withdrawn: boolean;
            writtenAt: string;
        };
        EvaluationSaved: {
            updatedAt: string;
        };
        EvaluationStatus: {
            updatedAt: string;
            withdrawn: boolean;
        };
        /** @description An event as the client sends it. Every field may be missing; the checks name each problem. */
        EventInput: {
            /**
             * @description Coaches only: an athlete on the program's board.
             * @default null
             */
            athleteId: string | null;
            /**
             * @description yyyy-mm-dd
             * @default null
             */
            date: string | null;
            /**
             * @description The last day (yyyy-mm-dd) of an event of several days.
             * @default null
             */
            endDate: string | null;
            /** @default null */
            kind: components["schemas"]["EventKind"];
            /** @default null */
            location: string | null;
            /** @default null */
            notes: string | null;
            /**
             * @description Email a reminder the day before (default true).
             * @default null
             */
            remind: boolean | null;
            /** @default null */
            schoolId: string | null;
            /**
             * @description HH:MM (24 h) in the owner's time zone; none for an all-day event.
             * @default null
             */
            time: string | null;
            /** @default null */
            title: string | null;
        };
        /**
         * @description What an owner's event is (`calendar_events.kind`).
         * @enum {string}
         */
        EventKind: "official_visit" | "unofficial_visit" | "camp" | "regatta" | "erg_test" | "application_deadline" | "other" | "offer_answer_by";
        Exists: {
            exists: boolean;
        };
        /** @description An athlete a token may read. */
        ExportAthlete: {
            fullName?: string | null;
            /** Format: int64 */
            gradYear?: number | null;
            id: string;
        };
        /** @description An erg test as stored, with its verification. */
        ExportErgTest: {
            /** @description RFC 3339 */
            createdAt: string;
            /** @description yyyy-mm-dd */
            date: string;
            id: string;
            /**
             * Format: int64
             * @description For timed pieces (30min, 60min).
             */
            meters?: number | null;
            notes?: string | null;
            piece: components["schemas"]["Piece"];
            /** @description Per 500 m, M:SS.S. */
            split?: string | null;
            /** Format: int64 */
            strokeRate?: number | null;
            /**
             * Format: int64
             * @description Tenths of a second, for distance pieces.
             */
            tenths?: number | null;
            /** @description M:SS.S, for distance pieces. */
            time?: string | null;
            /** @description Whether the athlete entered the monitor's verification code (the code is never exported). */
            verificationCodeProvided: boolean;
            /** @description Verified by a club coach. */
            verified: boolean;
            verifiedBy?: null | components["schemas"]["VerifiedBy"];
        };
        /** @description One athlete's performance data, newest first. */
        ExportPerformance: {
            athlete: components["schemas"]["ExportAthlete"];
            ergTests: components["schemas"]["ExportErgTest"][];
            races: components["schemas"]["ExportRace"][];
        };
        /** @description A race result as stored, with its verification. */
        ExportRace: {
            boatClass: components["schemas"]["BoatClass"];
            /** @description RFC 3339 */
            createdAt: string;
            /** @description yyyy-mm-dd */
            date: string;
            event: string;
            id: string;
            /** Format: int64 */
            place?: number | null;
            regatta: string;
            resultsUrl?: string | null;
            seat: components["schemas"]["Seat"];
            /** @description M:SS.S */
            time?: string | null;
            verified: boolean;
            verifiedBy?: null | components["schemas"]["VerifiedBy"];
        };
        FamilyChild: {
            /** Format: int32 */
            age: number;
            consentStatus: components["schemas"]["ConsentStatus"];
            consents?: null | components["schemas"]["Consents"];
            frozen: boolean;
            fullName?: string | null;
            /** @description You are the parent who gave consent. */
            gaveConsent: boolean;
            /** Format: int64 */
            gradYear?: number | null;
            id: string;
            /**
             * @description What happened lately in the child's recruiting, newest first (at most
             *     [`LATEST_ACTIVITY`] lines from the last 30 days).
             */
            latestActivity: components["schemas"]["ActivityLine"][];
            minor: boolean;
            /** @description Offers programs made the child, newest first. Read only: the child answers them. */
            offers: components["schemas"]["RecruitingOffer"][];
            /** @description Every parent linked to the child, you included, oldest link first. */
            parents: components["schemas"]["ChildParent"][];
            /**
             * @description Your rights over the child: `full` (you gave consent, or the parent who did gave you full
             *     rights) or `follow` (you read, and may only withdraw a consent or refuse collection).
             */
            rights: components["schemas"]["Rights"];
            /**
             * Format: int64
             * @description Messages from coaches the child has not read.
             */
            unreadForChild: number;
        };
        FamilyInvitation: {
            createdAt: string;
            email: string;
            expiresAt: string;
            id: string;
            relation: components["schemas"]["Relation"];
        };
        FamilyInvitationSent: {
            email: string;
            expiresAt: string;
            id: string;
        };
        FamilyInvitationToken: {
            token: string;
        };
        /** @description What a family plan allows a parent. `None` is unlimited. */
        FamilyLimits: {
            /**
             * Format: int32
             * @description Athletes the parent follows in the parent portal.
             */
            children?: number | null;
        };
        FamilyOverview: {
            children: components["schemas"]["FamilyChild"][];
            /** @description The weekly digest email is on. */
            digest: boolean;
            plan: components["schemas"]["FamilyPlan"];
        };
        FamilyPlan: {
            /**
             * Format: int32
             * @description Null is unlimited.
             */
            childrenLimit?: number | null;
            /**
             * @description `family-basic`, `family-plus` or `family-premier`; null when no plan is set (Family Basic's
             *     limit, free).
             */
            id?: string | null;
            name: string;
        };
        /** @description One feature line of a plan card, and the entitlement that makes it true. */
        Feature: {
            entitlement: components["schemas"]["Entitlement"];
            text: string;
        };
        FeedAddress: {
            createdAt: string;
            /** @description The secret address to subscribe to; shown only in this answer. */
            url: string;
        };
        Filters: {
            /** @description Conferences in the data, the spec's five first. */
            conferences: string[];
            /** @description Divisions in the data. */
            divisions: string[];
            sorts: string[];
            types: string[];
        };
        /** @description Something a program did after viewing that the athlete may know. */
        FollowUp: {
            at: string;
            kind: components["schemas"]["FollowUpKind"];
        };
        /**
         * @description What a program did after viewing, as far as the athlete may know.
         * @enum {string}
         */
        FollowUpKind: "added_to_watchlist" | "wrote_to_you";
        /** @description A discount granted to a payer. */
        GrantedDiscount: {
            discount: components["schemas"]["DiscountId"];
            grantedAt: string;
            name: string;
            /** @description The operator's note (what eligibility was checked). */
            note: string;
            /** Format: int32 */
            percent: number;
        };
        GrantedQuantity: {
            /**
             * Format: int32
             * @description How many the operator grants beside what is paid for; 0 takes the grant back.
             */
            quantity: number;
        };
        /** @description An add-on a payer holds. */
        HeldAddOn: {
            addOn: components["schemas"]["AddOnId"];
            /** Format: int32 */
            granted: number;
            /**
             * Format: int32
             * @description Paid for in Stripe, set by an operator, or both.
             */
            paid: number;
            /** Format: int32 */
            quantity: number;
        };
        Inbox: {
            /** @description Newest first. */
            conversations: components["schemas"]["ConversationSummary"][];
            /**
             * Format: int64
             * @description Unread messages over every conversation, archived ones included.
             */
            unreadTotal: number;
        };
        Invitation: {
            createdAt: string;
            email: string;
            expiresAt: string;
            id: string;
            kind: components["schemas"]["InvitationKind"];
        };
        InvitationAccepted: {
            childId: string;
            childName?: string | null;
        };
        /**
         * @description Whom an invitation is for.
         * @enum {string}
         */
        InvitationKind: "athlete" | "coach";
        InvitationToken: {
            token: string;
        };
        JoinRequest: {
            email?: string | null;
            /**
             * @description Flat and small: at most 20 keys, each a number, true/false or text of at most 500
             *     characters. The keys are the caller's and are stored as sent (`user_agent`, `timestamp`,
             *     `page_url`…); the server adds `user_agent` when missing, and `received_at`.
             */
            metadata?: {
                [key: string]: unknown;
            };
            /** @description The page referrer, or null. */
            referrer?: string | null;
            /** @description Where the sign-up came from (default coming_soon_page). */
            source?: string | null;
        };
        Joined: {
            clubId: string;
            clubName: string;
            kind: components["schemas"]["InvitationKind"];
            /**
             * @description An athlete whose account waits for a parent's approval: the membership is held, and the
             *     club's coaches see the athlete on the roster once the parent approves (nothing more to do).
             */
            waitingForParent: boolean;
        };
        /** @description A key date of the athlete's graduation year. */
        KeyDate: {
            /** @description yyyy-mm, the month the rule was last checked. */
            checked: string;
            /** @description yyyy-mm-dd */
            date: string;
            /** @description The row's divisions the athlete aims for, joined with '/' ("I", "I/II"). */
            division: string;
            /** @description The table row's stable id ("di-contact"). */
            id: string;
            meaning: string;
            /** @description Before today in the owner's time zone. */
            passed: boolean;
            source: string;
            title: string;
        };
        LinkedParent: {
            /** @description The athlete is 18 or over and has not decided whether this parent stays linked. */
            decisionNeeded: boolean;
            email: string;
            /** @description The parent who gave consent. */
            gaveConsent: boolean;
            linkedAt: string;
            name?: string | null;
            parentId: string;
            relation: components["schemas"]["Relation"];
            /** @description `full`: the parent who gave consent, or one they gave full rights to; `follow` otherwise. */
            rights: components["schemas"]["Rights"];
        };
        LogEntry: {
            createdAt: string;
            /** @description The event's facts as logged (stored JSON, kept as written). */
            details: unknown;
            email: string;
            eventType: string;
            id: string;
            ip?: string | null;
            ruleVersion: string;
            userId?: string | null;
        };
        Membership: {
            clubId: string;
            clubName: string;
            joinedAt: string;
            sharesActivity: boolean;
            /**
             * @description The athlete's account waits for a parent's approval: the club's coaches see the athlete
             *     on the roster once it is given.
             */
            waitingForParent: boolean;
        };
        Message: {
            message: string;
        };
        /**
         * @description What a message is. Before an athlete's contact date a college coach may send only the
         *     kinds the NCAA allows then (questionnaires and camp information), and they are marked so.
         * @enum {string}
         */
        MessageKind: "message" | "questionnaire" | "camp_info";
        MessageReport: {
            conversation: components["schemas"]["ReportedConversation"];
            id: string;
            reason: string;
            reportedAt: string;
            /** @description The reporter's email. */
            reporter: string;
            resolvedAt?: string | null;
        };
        MessageReports: {
            reports: components["schemas"]["MessageReport"][];
        };
        MessageResponse: {
            message: string;
        };
        /**
         * @description The NCAA division a recruiting period belongs to.
         * @enum {string}
         */
        NcaaDivision: "I" | "II" | "III";
        NewApiToken: {
            /** @description Required, 1 to 60 characters: what the token is for. */
            name?: string | null;
        };
        /** @description An athlete who came to match a saved search after the coach's last look. */
        NewAthlete: {
            fullName?: string | null;
            /** Format: int64 */
            gradYear?: number | null;
            id: string;
            /** @description When the athlete came to match the search. */
            matchedAt: string;
        };
        NewAttestationRequest: {
            clubId: string;
            ergTestId?: string | null;
            raceResultId?: string | null;
        };
        NewClub: {
            name?: string | null;
        };
        NewFamilyInvitation: {
            email?: string | null;
            /** @description `parent` (default) or `guardian`. */
            relation?: string | null;
        };
        NewInvitation: {
            email?: string | null;
            kind: components["schemas"]["InvitationKind"];
        };
        NewSupportRequest: {
            /** @description Required, at most 5,000 characters. */
            message?: string | null;
            /** @description Required, at most 150 characters. */
            subject?: string | null;
            /** @description account, billing, recruiting, privacy or other; null or empty for none. */
            topic?: string | null;
        };
        NewsItem: {
            /** @description RFC 3339 */
            at: string;
            athleteId: string;
            athleteName?: string | null;
            kind: components["schemas"]["NewsKind"];
            summary: string;
        };
        /**
         * @description What changed (`athlete_news.kind`).
         * @enum {string}
         */
        NewsKind: "personal_best" | "verified_best" | "erg_test" | "race_result" | "test_score" | "profile_update" | "commitment";
        /** @description A plan and billing period that can be bought. */
        Offer: {
            billing: components["schemas"]["Billing"];
            plan: string;
        };
        /**
         * @description What a program offers.
         * @enum {string}
         */
        OfferKind: "roster_spot" | "walk_on" | "athletics_aid" | "admissions_support";
        /** @description An offer as a coach writes it. */
        OfferRequest: {
            /**
             * Format: int64
             * @description Athletics aid only: the share of the cost of attendance, 1 to 100 (percent).
             */
            aidPercent?: number | null;
            /** @description yyyy-mm-dd, from today to a year ahead. */
            answerBy?: string;
            /**
             * Format: int64
             * @description The college class the athlete would join, e.g. 2030.
             */
            classOf?: number | null;
            kind?: null | components["schemas"]["OfferKind"];
            squad?: null | components["schemas"]["Squad"];
            /** @description The terms in words, at most 2000 characters. */
            terms?: string;
        };
        /**
         * @description Where an offer stands. `expired` is never stored: a pending offer reads so once its
         *     answer-by day has passed.
         * @enum {string}
         */
        OfferStatus: "pending" | "accepted" | "declined" | "withdrawn" | "expired";
        /** @description The athlete's offers, and where the rules behind them come from. */
        Offers: {
            /** @description Newest first. */
            offers: components["schemas"]["RecruitingOffer"][];
            source: string;
        };
        /** @description A message as the development mailbox shows it. */
        OutboxMessage: {
            createdAt: string;
            html: string;
            id: string;
            subject: string;
            text: string;
            to: string;
        };
        OverdueFollowUp: {
            athleteId: string;
            athleteName?: string | null;
            /** @description yyyy-mm-dd, before today. */
            followUpOn: string;
            stage: components["schemas"]["Stage"];
        };
        ParentPasswordConfirmation: {
            password?: string | null;
        };
        /**
         * @description Where a parental consent request stands (`parental_consents.status`).
         * @enum {string}
         */
        ParentalConsentStatus: "pending" | "approved" | "declined" | "expired";
        PasswordConfirmation: {
            password?: string | null;
        };
        /** @description A payer's add-ons and discount, as the operator console shows them. */
        PayerBilling: {
            addOns: components["schemas"]["HeldAddOn"][];
            discount?: null | components["schemas"]["GrantedDiscount"];
        };
        /** @description The signed-in athlete's log, newest first. */
        PerformanceLog: {
            ergTests: components["schemas"]["ErgTest"][];
            races: components["schemas"]["RaceResult"][];
        };
        /** @description The dashboard's performance figures. */
        PerformanceSummary: {
            best2k?: null | components["schemas"]["Best"];
            latestTest?: null | components["schemas"]["ErgTest"];
            seasonChange2k?: null | components["schemas"]["SeasonChange2k"];
        };
        /** @description A recruiting period as the console sends it. */
        PeriodInput: {
            /** @default null */
            division: components["schemas"]["NcaaDivision"];
            /**
             * @description Last day, yyyy-mm-dd (inclusive).
             * @default null
             */
            endsOn: string | null;
            /** @default null */
            kind: components["schemas"]["PeriodKind"];
            /** @default null */
            note: string | null;
            /**
             * @description Where the dates come from.
             * @default null
             */
            source: string | null;
            /** @default null */
            squad: components["schemas"]["PeriodSquad"];
            /**
             * @description First day, yyyy-mm-dd.
             * @default null
             */
            startsOn: string | null;
        };
        /**
         * @description An NCAA recruiting period (`recruiting_periods.kind`).
         * @enum {string}
         */
        PeriodKind: "dead" | "quiet" | "contact" | "evaluation";
        /**
         * @description The team a recruiting period is for.
         * @enum {string}
         */
        PeriodSquad: "all" | "womens" | "mens";
        /**
         * @description An erg test piece (`erg_tests.piece`): a distance rowed for time, or a time rowed for distance.
         * @enum {string}
         */
        Piece: "2k" | "6k" | "5k" | "1k" | "500m" | "30min" | "60min";
        Plan: {
            /**
             * Format: int64
             * @description Price per year when billed annually, in cents.
             */
            annualCents: number;
            audience: components["schemas"]["Audience"];
            badge?: string | null;
            clubLimits?: null | components["schemas"]["ClubLimits"];
            description: string;
            familyLimits?: null | components["schemas"]["FamilyLimits"];
            featured: boolean;
            features: components["schemas"]["Feature"][];
            id: string;
            /** @description The plan whose every entitlement this one has ("Everything in …"). */
            includes?: string | null;
            limits?: null | components["schemas"]["CollegeLimits"];
            /**
             * Format: int64
             * @description Price per month when billed monthly, in cents.
             */
            monthlyCents: number;
            name: string;
            /** @description Support requests are answered first. */
            prioritySupport: boolean;
            rowerLimits?: null | components["schemas"]["RowerLimits"];
        };
        /** @description A plan as an account holds it. */
        PlanName: {
            audience: components["schemas"]["Audience"];
            id: string;
            name: string;
        };
        PlanTable: {
            addOns: components["schemas"]["AddOn"][];
            discounts: components["schemas"]["Discount"][];
            /** @description What every athlete has without a plan. */
            freeRowerLevel: components["schemas"]["RowerLimits"];
            /** Format: int64 */
            freeTrialDays: number;
            plans: components["schemas"]["Plan"][];
            source: string;
            /** @description yyyy-mm-dd of the table's last change. */
            updatedOn: string;
        };
        PrivacyRequest: {
            optOutSale: boolean;
        };
        PrivacySettings: {
            optOutSale: boolean;
        };
        /** @description The profile as the client reads it. */
        Profile: {
            /** Format: int64 */
            actScore?: number | null;
            best2k?: null | components["schemas"]["Best"];
            best6k?: null | components["schemas"]["Best"];
            bio?: string | null;
            boatsCoxed?: string | null;
            clubCoachName?: string | null;
            clubTeam?: string | null;
            completeness: components["schemas"]["Completeness"];
            coxLinks: string[];
            /** @description A coxswain needs no erg figures. */
            coxswain: boolean;
            discipline?: null | components["schemas"]["Discipline"];
            email: string;
            /** @description MM:SS.S */
            erg2k?: string | null;
            /** @description MM:SS.S */
            erg6k?: string | null;
            fullName?: string | null;
            /** Format: double */
            gpa?: number | null;
            /** Format: int64 */
            gradYear?: number | null;
            headline?: string | null;
            /** Format: int64 */
            heightFeet?: number | null;
            /** Format: int64 */
            heightInches?: number | null;
            highSchool?: string | null;
            /** @description Two-letter code of a US state (or DC). */
            homeState?: string | null;
            hometown?: string | null;
            id: string;
            intendedMajor?: string | null;
            links: components["schemas"]["ProfileLink"][];
            /** Format: int64 */
            satScore?: number | null;
            /** Format: int64 */
            seasonsRowed?: number | null;
            /** @description When the share link was made; null while it is off. Its address is shown only when made. */
            shareLinkCreatedAt?: string | null;
            side?: null | components["schemas"]["Side"];
            squad?: null | components["schemas"]["Squad"];
            targetDivisions: components["schemas"]["Division"][];
            updatedAt: string;
            userRole: string;
            visibility: components["schemas"]["Visibility"];
            /** Format: int64 */
            weight?: number | null;
            weightClass?: null | components["schemas"]["WeightClass"];
            weightClassSuggested?: null | components["schemas"]["WeightClass"];
            /** Format: int64 */
            wingspanInches?: number | null;
        };
        /** @description A labelled link on the profile, as stored (JSON) and sent. */
        ProfileLink: {
            label: string;
            url: string;
        };
        /** @description A link as the client sends it. */
        ProfileLinkInput: {
            /** @default null */
            label: string | null;
            /** @default null */
            url: string | null;
        };
        /** @description The editable fields. Empty numbers are `null`; a field left out counts as `null`. */
        ProfileUpdate: {
            /**
             * Format: int64
             * @default null
             */
            actScore: number | null;
            /** @default null */
            bio: string | null;
            /** @default null */
            boatsCoxed: string | null;
            /** @default null */
            clubCoachName: string | null;
            /** @default null */
            clubTeam: string | null;
            /**
             * @description At most 5 http(s) links.
             * @default null
             */
            coxLinks: string[] | null;
            /**
             * @description Default false.
             * @default null
             */
            coxswain: boolean | null;
            /** @default null */
            discipline: null | components["schemas"]["Discipline"];
            /**
             * @description MM:SS.S
             * @default null
             */
            erg2k: string | null;
            /**
             * @description MM:SS.S
             * @default null
             */
            erg6k: string | null;
            /** @default null */
            fullName: string | null;
            /**
             * Format: double
             * @default null
             */
            gpa: number | null;
            /**
             * Format: int64
             * @default null
             */
            gradYear: number | null;
            /** @default null */
            headline: string | null;
            /**
             * Format: int64
             * @default null
             */
            heightFeet: number | null;
            /**
             * Format: int64
             * @default null
             */
            heightInches: number | null;
            /** @default null */
            highSchool: string | null;
            /**
             * @description Two-letter code of a US state (or DC).
             * @default null
             */
            homeState: string | null;
            /** @default null */
            hometown: string | null;
            /** @default null */
            intendedMajor: string | null;
            /**
             * @description At most 5.
             * @default null
             */
            links: components["schemas"]["ProfileLinkInput"][] | null;
            /**
             * Format: int64
             * @default null
             */
            satScore: number | null;
            /**
             * Format: int64
             * @default null
             */
            seasonsRowed: number | null;
            /** @default null */
            side: null | components["schemas"]["Side"];
            /** @default null */
            squad: null | components["schemas"]["Squad"];
            /** @default null */
            targetDivisions: components["schemas"]["Division"][] | null;
            /** @default null */
            visibility: null | components["schemas"]["Visibility"];
            /**
             * Format: int64
             * @default null
             */
            weight: number | null;
            /** @default null */
            weightClass: null | components["schemas"]["WeightClass"];
            /**
             * Format: int64
             * @default null
             */
            wingspanInches: number | null;
        };
        /** @description The athlete's profile views. */
        ProfileViews: {
            /** @description Programs whose coaches opened the profile in the last 90 days, the most recent first. */
            programs: components["schemas"]["ProgramViews"][];
            /**
             * Format: int64
             * @description Views in the last 30 days (the dashboard's figure).
             */
            viewsLast30Days: number;
        };
        ProgramChoice: {
            /** @description A school id from the schools directory. */
            schoolId: string;
        };
        ProgramCoachRow: {
            email: string;
            id: string;
            joinedAt: string;
            status: components["schemas"]["CoachStatus"];
        };
        ProgramPlanChoice: {
            /** @description `trial`, `recruiter`, `division-iii` or `division-i-ii`. */
            plan: string;
            /** @description For a trial: its last day (yyyy-mm-dd, UTC); 14 days from now when not given. */
            trialEndsOn?: string | null;
        };
        /** @description One of the program's own questions. */
        ProgramQuestion: {
            id: string;
            text: string;
        };
        /** @description A program question as a coach writes it. */
        ProgramQuestionInput: {
            /** @description An existing question's id keeps it (and the answers to it); none adds a question. */
            id?: string | null;
            /** @description 1 to 300 characters. */
            text: string;
        };
        /** @description The program's own questions, asked after the standard ones. */
        ProgramQuestions: {
            /**
             * @description The address of the program's questionnaire for athletes (`<public URL>/schools/<id>#questionnaire`),
             *     for the message that sends it.
             */
            link: string;
            questions: components["schemas"]["ProgramQuestion"][];
            schoolId: string;
            schoolName: string;
        };
        ProgramQuestionsRequest: {
            /** @description At most 10, in the order athletes read them. */
            questions: components["schemas"]["ProgramQuestionInput"][];
        };
        ProgramRef: {
            /** @description "I", "II", "III", "Club", or null when not known. */
            division?: string | null;
            name: string;
            schoolId: string;
        };
        ProgramRow: {
            /** @description Whether the plan lets the program's coaches in now (a trial that ended does not). */
            active: boolean;
            /** Format: int64 */
            coachCount: number;
            /** @description The coaches who named the program, in the order they joined. */
            coaches: components["schemas"]["ProgramCoachRow"][];
            name: string;
            /** @description `trial`, `recruiter`, `division-iii` or `division-i-ii`; null without a plan. */
            plan?: string | null;
            /** @description The plan's name ("Free trial", "Recruiter", …). */
            planName?: string | null;
            schoolId: string;
            /** @description The trial's end, on a trial. */
            trialEndsAt?: string | null;
        };
        ProgramSummary: {
            name: string;
            schoolId: string;
        };
        /**
         * @description Which squads a program has: men's, women's or both (lightweight crews count).
         * @enum {string}
         */
        ProgramType: "Men" | "Women" | "Both";
        /** @description One program's views of the athlete's profile. Never the program's stage, notes or tags. */
        ProgramViews: {
            /** @description yyyy-mm-dd (UTC) */
            firstViewedOn: string;
            /** @description What the program did next, oldest first. */
            followUps: components["schemas"]["FollowUp"][];
            /** @description yyyy-mm-dd (UTC) */
            lastViewedOn: string;
            programName: string;
            schoolId: string;
            /** @description When the program added the athlete to its recruiting board, if it has. */
            starredAt?: string | null;
            /**
             * Format: int64
             * @description One per coach of the program and day.
             */
            views: number;
        };
        /**
         * @description The answers of a questionnaire, as stored (JSON) and sent; every one optional but the
         *     graduation year and the squad.
         */
        QuestionnaireAnswers: {
            /**
             * Format: int64
             * @default null
             */
            actScore: number | null;
            /**
             * @description M:SS.S
             * @default null
             */
            best2k: string | null;
            /**
             * @description yyyy-mm-dd
             * @default null
             */
            best2kDate: string | null;
            /**
             * @description M:SS.S
             * @default null
             */
            best6k: string | null;
            /**
             * @description yyyy-mm-dd
             * @default null
             */
            best6kDate: string | null;
            /**
             * @description The club coach's email or phone.
             * @default null
             */
            clubCoachContact: string | null;
            /** @default null */
            clubCoachName: string | null;
            /** @default null */
            clubTeam: string | null;
            /**
             * @description Answers to the program's own questions, in their order.
             * @default []
             */
            custom: components["schemas"]["QuestionnaireCustomAnswer"][];
            /**
             * Format: double
             * @default null
             */
            gpa: number | null;
            /**
             * Format: int64
             * @default null
             */
            gradYear: number | null;
            /**
             * Format: int64
             * @default null
             */
            heightFeet: number | null;
            /**
             * Format: int64
             * @default null
             */
            heightInches: number | null;
            /** @default null */
            highSchool: string | null;
            /** @default null */
            intendedMajor: string | null;
            /** @default null */
            raceResults: string | null;
            /**
             * Format: int64
             * @default null
             */
            satScore: number | null;
            /** @default null */
            side: null | components["schemas"]["Side"];
            /** @default null */
            squad: null | components["schemas"]["Squad"];
            /**
             * Format: int64
             * @description Pounds.
             * @default null
             */
            weight: number | null;
            /** @default null */
            whyThisProgram: string | null;
            /**
             * Format: int64
             * @default null
             */
            wingspanInches: number | null;
        };
        /** @description The answer to one of the program's own questions, kept with the question as it was asked. */
        QuestionnaireCustomAnswer: {
            answer: string;
            /** @description The question as the athlete read it (filled in by the server; not needed when sending). */
            question?: string;
            questionId: string;
        };
        /** @description A program's questionnaire as the athlete fills it in. */
        QuestionnaireForm: {
            /** @description The answers last sent, or else what the profile and performance log fill in. */
            answers: components["schemas"]["QuestionnaireAnswers"];
            /** @description The program's own questions, after the standard ones. */
            questions: components["schemas"]["ProgramQuestion"][];
            refusal?: null | components["schemas"]["QuestionnaireRefusal"];
            schoolId: string;
            schoolName: string;
            /** @description When the athlete last sent it (RFC 3339); null until sent. */
            submittedAt?: string | null;
        };
        QuestionnaireReceived: {
            athleteId: string;
            athleteName?: string | null;
            /** Format: int64 */
            gradYear?: number | null;
            /** @description When the athlete sent it, or last sent it again (RFC 3339). */
            submittedAt: string;
        };
        /** @description Why the athlete may not send the questionnaire now. */
        QuestionnaireRefusal: {
            code: string;
            message: string;
        };
        /** @description A request in the operators' queue, with its sender. */
        QueuedSupportRequest: components["schemas"]["SupportRequest"] & {
            /** @description The operator who answered; null while open (or once that operator's account is gone). */
            answeredBy?: string | null;
            email: string;
            role: components["schemas"]["Role"];
            userId: string;
        };
        /** @description A race result. */
        RaceResult: {
            attestation?: null | components["schemas"]["Attestation"];
            boatClass: components["schemas"]["BoatClass"];
            createdAt: string;
            /** @description yyyy-mm-dd */
            date: string;
            event: string;
            id: string;
            /** Format: int64 */
            place?: number | null;
            regatta: string;
            resultsUrl?: string | null;
            seat: components["schemas"]["Seat"];
            /** @description M:SS.S */
            time?: string | null;
        };
        /** @description A new or changed race result. */
        RaceResultInput: {
            /** @default null */
            boatClass: null | components["schemas"]["BoatClass"];
            /**
             * @description yyyy-mm-dd
             * @default null
             */
            date: string | null;
            /** @default null */
            event: string | null;
            /**
             * Format: int64
             * @default null
             */
            place: number | null;
            /** @default null */
            regatta: string | null;
            /** @default null */
            resultsUrl: string | null;
            /** @default null */
            seat: null | components["schemas"]["Seat"];
            /**
             * @description M:SS.S
             * @default null
             */
            time: string | null;
        };
        /** @description A program with a verified coach, which a club coach may write to or recommend to. */
        ReachableProgramItem: {
            name: string;
            schoolId: string;
        };
        /** @description An athlete's questionnaire as the program's coaches read it. */
        ReceivedQuestionnaire: {
            answers: components["schemas"]["QuestionnaireAnswers"];
            athleteId: string;
            /** @description When first sent (RFC 3339). */
            firstSentAt: string;
            /** @description When last sent (RFC 3339). */
            submittedAt: string;
        };
        RecommendInput: {
            athleteId: string;
            /** @description At most 1000 characters. */
            note: string;
            /** @description At most 200 characters. */
            projectedLevel: string;
            schoolId: string;
        };
        /**
         * @description Where a recommendation stands: waiting for the athlete, agreed (the program sees it) or
         *     declined (nobody but the club and the athlete ever sees it).
         * @enum {string}
         */
        RecommendationStatus: "waiting" | "agreed" | "declined";
        /** @description The coach page's NCAA notice. */
        RecruitingNotice: {
            /** @description The program's division ("I", "II", "III", "Club"); null without a program or division. */
            division?: string | null;
            /** @description The division's contact rule (Division I's, the strictest, without a division). */
            guidance: string;
            /** @description Periods in force today for the program's division (any squad), by first day. */
            periods: components["schemas"]["RecruitingPeriod"][];
            source: string;
        };
        /** @description An offer as the athlete, a linked parent and the program's coaches read it. */
        RecruitingOffer: {
            /**
             * Format: int64
             * @description Athletics aid: the share of the cost of attendance, in percent.
             */
            aidPercent?: number | null;
            /** @description yyyy-mm-dd */
            answerBy: string;
            answeredAt?: string | null;
            athleteId: string;
            /** Format: int64 */
            classOf: number;
            /** @description The program's conversation with the athlete, where questions about the offer go. */
            conversationId?: string | null;
            id: string;
            kind: components["schemas"]["OfferKind"];
            /** @description "Recruited roster spot", "Athletics aid", … */
            kindLabel: string;
            madeAt: string;
            /** @description The coach who made it: "Jane Smith, Head Coach, Bates College". */
            madeBy: string;
            programName: string;
            schoolId: string;
            /**
             * @description An accepted written offer of athletics aid not signed yet: the first day it may be signed
             *     (yyyy-mm-dd; today or before means now).
             */
            signFrom?: string | null;
            /** @description yyyy-mm-dd: accepting a written offer of athletics aid signs it. */
            signedOn?: string | null;
            squad?: null | components["schemas"]["Squad"];
            /** @description `expired` once a pending offer's answer-by day has passed. */
            status: components["schemas"]["OfferStatus"];
            statusLabel: string;
            /** @description "Athletics aid (50% of the cost), women's squad, class of 2030". */
            summary: string;
            terms: string;
            withdrawnAt?: string | null;
        };
        /** @description A dated NCAA recruiting period an operator added. */
        RecruitingPeriod: {
            /** @description In force today (the owner's time zone; UTC in the console). */
            current: boolean;
            division: components["schemas"]["NcaaDivision"];
            /** @description yyyy-mm-dd, the last day (inclusive). */
            endsOn: string;
            id: string;
            kind: components["schemas"]["PeriodKind"];
            /** @description "Dead period", … */
            label: string;
            /** @description The NCAA's definition of the kind. */
            meaning: string;
            note?: string | null;
            source: string;
            squad: components["schemas"]["PeriodSquad"];
            /** @description yyyy-mm-dd */
            startsOn: string;
        };
        /**
         * @description What a viewer sees of an athlete: never the email, birth date, parent data or verification
         *     codes.
         */
        RecruitingProfile: {
            /** Format: int64 */
            actScore?: number | null;
            best2k?: null | components["schemas"]["Best"];
            best6k?: null | components["schemas"]["Best"];
            bio?: string | null;
            boatsCoxed?: string | null;
            brand?: null | components["schemas"]["ClubBrand"];
            clubCoachName?: string | null;
            /**
             * @description Club coaches' evaluations: only for a verified college coach with a program; null for
             *     everyone else (the share page, the athlete, parents, club coaches).
             */
            clubEvaluations?: components["schemas"]["ClubEvaluation"][] | null;
            clubTeam?: string | null;
            commitment?: null | components["schemas"]["CommitmentNote"];
            coxLinks: string[];
            coxswain: boolean;
            discipline?: null | components["schemas"]["Discipline"];
            /** @description Newest first. */
            ergTests: components["schemas"]["SharedErgTest"][];
            fullName?: string | null;
            /** Format: double */
            gpa?: number | null;
            /** Format: int64 */
            gradYear?: number | null;
            headline?: string | null;
            /** Format: int64 */
            heightFeet?: number | null;
            /** Format: int64 */
            heightInches?: number | null;
            highSchool?: string | null;
            /** @description Two-letter code of a US state (or DC). */
            homeState?: string | null;
            hometown?: string | null;
            id: string;
            intendedMajor?: string | null;
            links: components["schemas"]["ProfileLink"][];
            /** @description Newest first. */
            races: components["schemas"]["RaceResult"][];
            /** Format: int64 */
            satScore?: number | null;
            /** Format: int64 */
            seasonsRowed?: number | null;
            side?: null | components["schemas"]["Side"];
            squad?: null | components["schemas"]["Squad"];
            targetDivisions: components["schemas"]["Division"][];
            updatedAt: string;
            /** Format: int64 */
            weight?: number | null;
            weightClass?: null | components["schemas"]["WeightClass"];
            /** Format: int64 */
            wingspanInches?: number | null;
        };
        /** @description Where the browser goes next: Stripe's hosted page. */
        Redirect: {
            url: string;
        };
        /**
         * @description Registration metadata sent with sign-up (spec section 3), plus the consent form's relation
         *     and acknowledgement. The server recomputes what it can and stores the normalised form.
         */
        RegistrationData: {
            /**
             * @description The client's view; the server records its own time.
             * @default null
             */
            ageVerifiedAt: string | null;
            /**
             * @description yyyy-MM-dd
             * @default null
             */
            birthDate: string | null;
            /**
             * @description The consent form's acknowledgement checkbox (not stored).
             * @default null
             */
            consentAcknowledged: boolean | null;
            /**
             * @description The client's view; the server recomputes it.
             * @default null
             */
            needsParentalConsent: boolean | null;
            /** @default null */
            optOutSale: boolean | null;
            /** @default null */
            parentEmail: string | null;
            /**
             * @description parent or guardian (consent form; not stored).
             * @default null
             */
            parentRelation: string | null;
            /** @default null */
            privacyNoticeAcceptedAt: string | null;
            /**
             * @description student (default), parent or coach.
             * @default null
             */
            role: string | null;
            /**
             * @description Two-letter state code, or `OTHER` (outside the US).
             * @default null
             */
            userState: string | null;
        };
        /**
         * @description Who the linked adult is to the athlete.
         * @enum {string}
         */
        Relation: "parent" | "guardian";
        ReplyRequest: {
            body: string;
            kind?: null | components["schemas"]["MessageKind"];
        };
        ReportRequest: {
            reason: string;
        };
        ReportedConversation: {
            athlete: components["schemas"]["AthleteRef"];
            blocked: boolean;
            id: string;
            messages: components["schemas"]["ReportedMessage"][];
            program: components["schemas"]["ProgramRef"];
        };
        /** @description A message as the operator reads it in a report. */
        ReportedMessage: {
            body: string;
            id: string;
            kind: components["schemas"]["MessageKind"];
            senderName: string;
            senderRole: components["schemas"]["SenderRole"];
            sentAt: string;
        };
        RequestAthlete: {
            fullName?: string | null;
            id: string;
        };
        /**
         * @description Where an athlete's attestation request stands.
         * @enum {string}
         */
        RequestStatus: "requested" | "declined" | "confirmed";
        /** @description The erg test to attest, with its verification code for the club coach to check. */
        RequestedErgTest: {
            /** @description yyyy-mm-dd */
            date: string;
            id: string;
            /** Format: int64 */
            meters?: number | null;
            piece: components["schemas"]["Piece"];
            /** Format: int64 */
            strokeRate?: number | null;
            time?: string | null;
            verificationCode?: string | null;
        };
        RequestedRace: {
            boatClass: components["schemas"]["BoatClass"];
            /** @description yyyy-mm-dd */
            date: string;
            event: string;
            id: string;
            /** Format: int64 */
            place?: number | null;
            regatta: string;
            seat: components["schemas"]["Seat"];
            time?: string | null;
        };
        /**
         * @description The kind of result an attestation is for.
         * @enum {string}
         */
        ResultKind: "erg" | "race";
        /**
         * @description A linked parent's rights over a minor (`family_links.rights`). The parent who gave consent
         *     always holds full rights; another parent follows unless the consenting parent granted them
         *     full rights.
         * @enum {string}
         */
        Rights: "full" | "follow";
        RightsChange: {
            /** @description The consenting parent's password. */
            password?: string | null;
            /** @description `full` grants the parent every choice for the child; `follow` revokes it. */
            rights: components["schemas"]["Rights"];
        };
        /**
         * @description What an account is for (`users.role`).
         * @enum {string}
         */
        Role: "student" | "parent" | "coach" | "admin";
        RosterAthlete: {
            activity?: null | components["schemas"]["SharedActivity"];
            /**
             * Format: int64
             * @description 0 to 100, the profile's own completeness rule.
             */
            completeness: number;
            evaluation?: null | components["schemas"]["EvaluationStatus"];
            fullName?: string | null;
            /** Format: int64 */
            gradYear?: number | null;
            id: string;
            joinedAt: string;
            /** @description Up to 3, newest first. */
            latestTests: components["schemas"]["RosterTest"][];
            sharesActivity: boolean;
        };
        RosterTest: {
            attestation?: null | components["schemas"]["Attestation"];
            /** @description yyyy-mm-dd */
            date: string;
            id: string;
            /** Format: int64 */
            meters?: number | null;
            piece: components["schemas"]["Piece"];
            time?: string | null;
        };
        /**
         * @description What a rower's level allows an athlete: their own plan's, or a covering parent's family plan's.
         *     `None` is unlimited. Nothing here limits an athlete's access to their own data, their
         *     visibility to coaches, or a parent's rights over a minor's account.
         */
        RowerLimits: {
            /**
             * Format: int32
             * @description Parents or guardians who may follow an adult athlete (a minor's parents always may).
             */
            familyMembers: number;
            /** @description The progress charts of the performance page (the log and its table are free). */
            progressCharts: boolean;
            /**
             * Format: int32
             * @description Schools on the athlete's saved list.
             */
            savedSchools?: number | null;
        };
        RulesResponse: {
            /** Format: int32 */
            defaultMinAge: number;
            /** Format: int32 */
            defaultParentalConsentAge: number;
            /** @description Value of `userState` for someone outside the United States. */
            outsideUs: string;
            ruleVersion: string;
            /** @description States with rules of their own; all others use the defaults. */
            stateRules: components["schemas"]["StateRules"][];
            states: components["schemas"]["StateOption"][];
        };
        SaveRequest: {
            /**
             * @description Private notes (at most 2000 characters).
             * @default null
             */
            notes: string | null;
        };
        SaveSearchRequest: {
            /**
             * @description 1 to 80 characters.
             * @default null
             */
            name: string | null;
            /**
             * @description The search's query string, as `GET /api/coach/athletes` takes it.
             * @default null
             */
            query: string | null;
        };
        SavedSchool: components["schemas"]["SchoolSummary"] & {
            notes?: string | null;
            savedAt: string;
        };
        /** @description A saved search with how many athletes newly match it since the coach's last look. */
        SavedSearch: {
            /** @description The search's new athletes are emailed in the daily digest (at most one email a day). */
            alertsOn: boolean;
            createdAt: string;
            id: string;
            lastSeenAt: string;
            name: string;
            /**
             * Format: int64
             * @description Athletes shown to coaches who came to match the search after `lastSeenAt` (opened their
             *     profile to coaches, or changed it to match).
             */
            newMatches: number;
            /** @description The search's query string (without `page`). */
            query: string;
        };
        SchoolDetail: components["schemas"]["SchoolSummary"] & {
            /** @description The signed-in user's notes on this school. */
            notes?: string | null;
            savedAt?: string | null;
            /** @description The pages each value came from. */
            sources: string[];
            /** @description The program's verified coaches, with the names and titles they gave. */
            staff: components["schemas"]["StaffMember"][];
            /** @description Home boathouse or water, where a source stated it. */
            venue?: string | null;
        };
        SchoolMatch: {
            id: string;
            name: string;
        };
        /**
         * @description Small (under 5,000 students), Medium (under 15,000) or Large.
         * @enum {string}
         */
        SchoolSize: "Small" | "Medium" | "Large";
        SchoolSummary: {
            city?: string | null;
            conference?: string | null;
            division?: string | null;
            /** Format: int64 */
            enrollment?: number | null;
            /** Format: int64 */
            founded?: number | null;
            id: string;
            name: string;
            saved: boolean;
            size?: null | components["schemas"]["SchoolSize"];
            squads: components["schemas"]["Squads"];
            state?: string | null;
            type?: null | components["schemas"]["ProgramType"];
        };
        /** @description One consent scope of a minor's account. */
        Scope: {
            /** @description When it was last given or withdrawn; null when never given. */
            changedAt?: string | null;
            granted: boolean;
            required: boolean;
        };
        /** @description What a saved search's one-click link did. */
        SearchLinkAnswer: {
            /** @description The saved search's name. */
            name: string;
            /** @description Whether its alert emails are now on. */
            on: boolean;
        };
        /** @description The body of a saved search's one-click unsubscribe. */
        SearchLinkRequest: {
            /** @description True: turn the search's alerts back on (undo). Default false: turn them off. */
            resubscribe?: boolean;
            /** @description The `token` of the link's `#token=…`. */
            token: string;
        };
        SearchResponse: {
            items: components["schemas"]["SchoolSummary"][];
            /**
             * Format: int64
             * @description Programs matching the search and filters.
             */
            matched: number;
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            pageSize: number;
            /**
             * Format: int64
             * @description Programs in the database.
             */
            total: number;
        };
        /** @description A 2k's change over the last twelve months. */
        SeasonChange2k: {
            /**
             * Format: int64
             * @description Best minus first: negative is faster.
             */
            changeTenths: number;
            /**
             * Format: int64
             * @description The season's first 2k, in tenths.
             */
            fromTenths: number;
            /**
             * Format: int64
             * @description The season's best 2k, in tenths.
             */
            toTenths: number;
        };
        /**
         * @description A seat in a boat (`race_results.seat`): the coxswain or a rower numbered from the bow.
         * @enum {string}
         */
        Seat: "cox" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8";
        /**
         * @description Which side of the conversation wrote a message.
         * @enum {string}
         */
        SenderRole: "athlete" | "coach";
        SentMessage: {
            conversationId: string;
            message: components["schemas"]["ThreadMessage"];
            /** @description No coach of the program is verified yet: the message waits for one. */
            waitingForCoach: boolean;
        };
        /** @description A program that has the athlete's questionnaire. */
        SentQuestionnaire: {
            schoolId: string;
            schoolName: string;
            /** @description When last sent (RFC 3339). */
            submittedAt: string;
        };
        SentQuestionnaires: {
            /** @description The latest first. */
            questionnaires: components["schemas"]["SentQuestionnaire"][];
        };
        SessionResponse: {
            /** @description True when there is no valid access token but a refresh cookie is present. */
            canRefresh: boolean;
            session?: null | components["schemas"]["SessionView"];
            user?: null | components["schemas"]["UserView"];
        };
        SessionView: {
            /** @description When the access token expires; the client refreshes before then. */
            expiresAt: string;
            /** @description A recovery session only allows choosing a new password. */
            recovery: boolean;
        };
        SettingsInput: {
            /**
             * @description Left out: unchanged.
             * @default null
             */
            reminders: boolean | null;
            /**
             * @description IANA name; left out: unchanged.
             * @default null
             */
            timeZone: string | null;
        };
        /**
         * @description A new share link of a profile: anyone with it sees the recruiting profile while visibility is
         *     `link`. Only its hash is stored, so it is shown this once.
         */
        ShareLink: {
            createdAt: string;
            token: string;
            /** @description The public page, `<public URL>/p/<token>`. */
            url: string;
        };
        /** @description Recruiting activity the athlete chose to share: which programs, never what they wrote. */
        SharedActivity: {
            /** @description Programs the athlete has a conversation with. */
            conversations: components["schemas"]["ConversationWith"][];
            /** @description Programs whose coaches viewed the profile in the last 90 days. */
            viewedBy: components["schemas"]["ViewedBy"][];
        };
        /** @description An erg test as others see it: without the verification code. */
        SharedErgTest: {
            attestation?: null | components["schemas"]["Attestation"];
            createdAt: string;
            date: string;
            id: string;
            /** Format: int64 */
            meters?: number | null;
            notes?: string | null;
            piece: components["schemas"]["Piece"];
            split: string;
            /** Format: int64 */
            strokeRate?: number | null;
            /** Format: int64 */
            tenths?: number | null;
            time?: string | null;
            /** @description Shown as "Code provided"; the code itself stays with the athlete (and their club coach). */
            verificationCodeProvided: boolean;
        };
        Sharing: {
            sharesActivity: boolean;
        };
        /**
         * @description The side an athlete rows (`profiles.side`).
         * @enum {string}
         */
        Side: "port" | "starboard" | "both";
        SignInRequest: {
            email?: string | null;
            password?: string | null;
            /** @description Keep the session for 30 days instead of until the browser closes. */
            remember?: boolean;
        };
        SignUpRequest: {
            data?: components["schemas"]["RegistrationData"];
            email?: string | null;
            password?: string | null;
            /**
             * @description A rower plan (athletes) or family plan (parents) whose 14-day free trial starts with the
             *     account, chosen with "Start free trial" on the pricing page.
             */
            plan?: string | null;
        };
        /**
         * @description Counts from the database, each rounded down to two significant figures (1,234 is 1,200,
         *     shown "1,200+"), and null while below the threshold worth showing.
         */
        SiteFigures: {
            /**
             * Format: int64
             * @description Athletes with a profile; null under 100.
             */
            athletes?: number | null;
            /**
             * Format: int64
             * @description Commitments athletes recorded (verbal or signed); null under 10.
             */
            commitments?: number | null;
            /**
             * Format: int64
             * @description College rowing programs in the database; null under 50.
             */
            programs?: number | null;
        };
        SiteSettings: {
            environment: components["schemas"]["Environment"];
            /** @description true: `/` is the landing page; false: the coming-soon page. */
            live: boolean;
            /** @description Whether an access code can open the preview. */
            previewAccess: boolean;
            sentryDsn?: string | null;
        };
        /**
         * @description The team an athlete rows for (`profiles.squad`).
         * @enum {string}
         */
        Squad: "womens" | "mens";
        Squads: {
            mens?: boolean | null;
            mensLightweight?: boolean | null;
            womens?: boolean | null;
            womensLightweight?: boolean | null;
        };
        /** @description A verified coach of the program, as athletes and parents see them. */
        StaffMember: {
            bio?: string | null;
            fullName: string;
            squads: components["schemas"]["CoachedSquad"][];
            title: string;
        };
        /**
         * @description Where an athlete stands with the program, in the order of the board's columns.
         * @enum {string}
         */
        Stage: "identified" | "contacted" | "evaluating" | "visit" | "offer" | "committed" | "not_a_fit";
        /** @description One stage an athlete passed through. */
        StageChange: {
            changedAt: string;
            /** @description The coach's display name (the part of the email before '@'); null for a removed account. */
            changedBy?: string | null;
            stage: components["schemas"]["Stage"];
        };
        StartClubCollegeConversation: {
            athleteId: string;
            /** @description At most 5000 characters. */
            body: string;
            /** @description A college coach names the athlete's club. */
            clubId?: string | null;
            /** @description A club coach names the program. */
            schoolId?: string | null;
        };
        StartRequest: {
            /** @description A coach writes to an athlete. */
            athleteId?: string | null;
            body: string;
            kind?: null | components["schemas"]["MessageKind"];
            /** @description An athlete writes to a program. */
            schoolId?: string | null;
        };
        StateOption: {
            code: string;
            name: string;
        };
        /** @description One state's privacy rules (spec section 3 'State privacy rules'). */
        StateRules: {
            additionalNotices: string[];
            code: string;
            dataPortabilityRequired: boolean;
            explicitConsentRequired: boolean;
            /**
             * Format: int32
             * @description The state's own minimum age, when it sets one.
             */
            minAge?: number | null;
            optOutRequired: boolean;
            /**
             * Format: int32
             * @description The state's own parental consent age, when it sets one.
             */
            parentalConsentAge?: number | null;
            rightToDeleteRequired: boolean;
            specificRequirements: string[];
        };
        Status: {
            /** @description `ok` for health, `ready` for readiness. */
            status: string;
        };
        /**
         * @description Who a subscription pays for: an account's own plan (rower or family), a club's, or a
         *     college program's (by school id).
         * @enum {string}
         */
        SubjectKind: "account" | "club" | "program";
        /** @description A paid subscription as Stripe last told it. */
        SubscriptionView: {
            billing: string;
            /** @description Cancelled in the portal: the plan stays until `currentPeriodEnd`, then ends. */
            cancelAtPeriodEnd: boolean;
            /** @description When the period paid for ends: the plan renews then, or ends then when cancelled. */
            currentPeriodEnd?: string | null;
            /** @description The plan is paid for now (active or trialing). */
            inForce: boolean;
            plan: string;
            planName: string;
            /** @description Stripe's status: active, trialing, past_due, canceled, … */
            status: string;
        };
        SupportAnswer: {
            /** @description Required, at most 5,000 characters. */
            answer?: string | null;
        };
        /** @description A support request as its sender reads it. */
        SupportRequest: {
            /** @description The operator's answer; null while open. */
            answer?: string | null;
            answeredAt?: string | null;
            id: string;
            message: string;
            /** @description The sender's plan included priority support when it was sent. */
            priority: boolean;
            sentAt: string;
            /** @description open, or answered (which closes it). */
            status: components["schemas"]["SupportRequestStatus"];
            subject: string;
            topic?: null | components["schemas"]["SupportTopic"];
        };
        /**
         * @description Where a request stands: waiting for an operator, or answered (which closes it).
         * @enum {string}
         */
        SupportRequestStatus: "open" | "answered";
        /**
         * @description What a request is about, as the user chose it (optional).
         * @enum {string}
         */
        SupportTopic: "account" | "billing" | "recruiting" | "privacy" | "other";
        /** @description One message. `body` is plain text: clients never render it as HTML. */
        ThreadMessage: {
            body: string;
            id: string;
            kind: components["schemas"]["MessageKind"];
            mine: boolean;
            /** @description The other participants who have read it. */
            readBy: string[];
            senderName: string;
            senderRole: components["schemas"]["SenderRole"];
            sentAt: string;
        };
        /** @description A best time: tenths of a second and as typed (M:SS.S). */
        Time: {
            /** Format: int64 */
            tenths: number;
            time: string;
        };
        TokenBody: {
            token: string;
        };
        TokenRequest: {
            token: string;
        };
        TrialChoice: {
            /** @description A rower plan's id for an athlete, a family plan's for a parent. */
            plan: string;
        };
        Under13Done: {
            /** @description When the account and its personal data are erased, unless it is re-enabled before. */
            eraseAt: string;
            /** @description disabled */
            status: string;
        };
        UnreadCount: {
            /** Format: int64 */
            unread: number;
        };
        UpcomingVisit: {
            athleteId?: string | null;
            athleteName?: string | null;
            id: string;
            location?: string | null;
            /** @description HH:MM on the coach's clock; null for all day. */
            startTime?: string | null;
            /** @description yyyy-mm-dd */
            startsOn: string;
            title: string;
        };
        UpdateUserRequest: {
            /** @description Required outside a recovery session. */
            currentPassword?: string | null;
            password?: string | null;
        };
        UserRow: {
            createdAt: string;
            disabled: boolean;
            email: string;
            emailConfirmed: boolean;
            id: string;
            parentalConsent: components["schemas"]["ConsentStatus"];
            /**
             * @description An athlete's rower plan or a parent's family plan, as set (a trial's plan too); null
             *     for none and for coaches and operators.
             */
            plan?: string | null;
            role: components["schemas"]["Role"];
        };
        /** @description The signed-in user as the client sees it. */
        UserView: {
            email: string;
            emailConfirmedAt?: string | null;
            id: string;
            /** @description Parental consent of a minor. */
            parentalConsent: components["schemas"]["ConsentStatus"];
            /** @description When a password-recovery email was last sent. */
            recoverySentAt?: string | null;
            role: components["schemas"]["Role"];
        };
        Verification: {
            decidedAt?: string | null;
            reason?: string | null;
            status: components["schemas"]["CoachStatus"];
        };
        /** @description Who verified a result: a club coach's attestation. */
        VerifiedBy: {
            clubName: string;
            /** @description Null when the coach gave no name or the account is gone. */
            coachName?: string | null;
            /** @description Whether the coach checked the Concept2 verification code. */
            codeChecked: boolean;
            /** @description yyyy-mm-dd */
            verifiedOn: string;
        };
        /** @description A club-verified erg result, as the recommendation keeps it. */
        VerifiedResult: {
            /** @description yyyy-mm-dd */
            date: string;
            /**
             * Format: int64
             * @description Metres, for a timed piece.
             */
            meters?: number | null;
            piece: components["schemas"]["Piece"];
            /** @description M:SS.S for a distance piece. */
            time?: string | null;
            verifiedBy: string;
        };
        ViewedBy: {
            /** @description yyyy-mm-dd (UTC) */
            lastViewedOn: string;
            schoolId: string;
            schoolName: string;
        };
        ViewingAthlete: {
            fullName?: string | null;
            /** Format: int64 */
            gradYear?: number | null;
            id: string;
            /** @description The latest day (yyyy-mm-dd, UTC) the athlete opened the program's page. */
            lastViewedOn: string;
        };
        /**
         * @description Who sees the recruiting profile (`profiles.visibility`): only the athlete; verified
         *     college coaches; verified college coaches and anyone with the share link.
         * @enum {string}
         */
        Visibility: "private" | "coaches" | "link";
        WaitingConversation: {
            athleteId: string;
            athleteName?: string | null;
            conversationId: string;
            /**
             * Format: int64
             * @description Whole days since then.
             */
            daysWaiting: number;
            /** @description When the first unanswered message arrived (RFC 3339). */
            waitingSince: string;
        };
        /** @description An offer of the program waiting for the athlete's answer. */
        WaitingOffer: {
            /** @description yyyy-mm-dd */
            answerBy: string;
            athleteId: string;
            athleteName?: string | null;
            offerId: string;
            summary: string;
        };
        WaitlistEntry: {
            createdAt: string;
            email: string;
            id: string;
            /** @description The caller's metadata with the server's `user_agent` and `received_at`. */
            metadata: {
                [key: string]: unknown;
            };
            referrer?: string | null;
            source: string;
        };
        /** @description The answer to joining, the same whether or not the address was on the list already. */
        WaitlistJoined: {
            /** @description The address as stored: trimmed and lower-cased. */
            email: string;
            message: string;
        };
        WaitlistStats: {
            bySource: {
                [key: string]: number;
            };
            timeZone: string;
            /**
             * Format: int64
             * @description Since midnight in the operator's time zone.
             */
            today: number;
            /** Format: int64 */
            total: number;
        };
        WebhookReceipt: {
            /** @description applied, duplicate, out_of_order or ignored. */
            outcome: string;
            received: boolean;
        };
        /**
         * @description Weight class (`profiles.weight_class`).
         * @enum {string}
         */
        WeightClass: "openweight" | "lightweight";
        Workspace: {
            limits?: null | components["schemas"]["CollegeLimits"];
            open: boolean;
            /** @description The plan's name ("Free trial", "Recruiter", …) while open. */
            plan?: string | null;
            reason?: string | null;
            /** @description Why not: `coach_unverified`, `no_program` or `plan_required`. */
            reasonCode?: string | null;
            /** @description The end of the program's free trial, while on it. */
            trialEndsAt?: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAccountApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiTokens"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description export_api_unavailable: a college coach or an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAccountApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewApiToken"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiToken"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description add_on_required or export_api_unavailable */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description token_limit: 5 tokens already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description fields.name */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteAccountApiTokensId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Token id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAccountDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordConfirmation"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAccountEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChangeRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAccountEmailConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAccountEmailUndo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAccountEmails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailSetting"][];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putAccountEmailsKind: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["schemas"]["EmailKind"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailSwitch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailSetting"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAccountEmailsKindRevokeLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["schemas"]["EmailKind"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailSetting"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAccountExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JSON document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAccountPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountPlanView"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAccountPlanTrial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TrialChoice"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountPlanView"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description plan_audience, plan_exists or trial_used */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAccountPrivacy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacySettings"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putAccountPrivacy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivacyRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacySettings"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminAuditLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditRow"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminBillingKindId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["schemas"]["SubjectKind"];
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayerBilling"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putAdminBillingKindIdAddOnsAddOn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["schemas"]["SubjectKind"];
                id: string;
                addOn: components["schemas"]["AddOnId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GrantedQuantity"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddOnQuantity"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description add_on_audience */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description add_on_quantity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putAdminBillingKindIdDiscount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: components["schemas"]["SubjectKind"];
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DiscountChoice"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayerBilling"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description discount_audience or coupon_missing */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description note too long */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Stripe could not be reached */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminClubs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubRow"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putAdminClubsIdPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubPlanChoice"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Done"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminCoaches: {
        parameters: {
            query?: {
                /** @description pending (default), verified, rejected or all. */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoachRow"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAdminCoachesIdDecision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CoachDecision"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Done"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminComplianceLog: {
        parameters: {
            query?: {
                /** @description Only events of this user id or email. */
                user?: string;
                /** @description Only events of this type. */
                eventType?: string;
                /** @description At most this many rows (1 to 500, default 100). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogEntry"][];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminComplianceLogCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminMessagesComplianceCsv: {
        parameters: {
            query?: {
                /** @description One program only. */
                schoolId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminMessagesReports: {
        parameters: {
            query?: {
                /** @description `open` (default) or `resolved`. */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageReports"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAdminMessagesReportsIdResolve: {
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
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminPrograms: {
        parameters: {
            query?: {
                /**
                 * @description Part of a program's name, city, state or conference; without it, the programs that have
                 *     a plan or a coach.
                 */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgramRow"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putAdminProgramsSchoolIdPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                schoolId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProgramPlanChoice"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Done"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminRecruitingPeriods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecruitingPeriod"][];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAdminRecruitingPeriods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PeriodInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecruitingPeriod"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteAdminRecruitingPeriodsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Period id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminSupport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QueuedSupportRequest"][];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAdminSupportIdAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SupportAnswer"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminUsers: {
        parameters: {
            query?: {
                /** @description Part of an email address. */
                q?: string;
                /** @description 1 to 200 (default 50). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserRow"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putAdminUsersIdDisabled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DisableRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Done"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putAdminUsersIdPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountPlanChoice"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Done"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAdminUsersIdUnder13: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Under13Done"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminWaitlist: {
        parameters: {
            query?: {
                /** @description Part of an email address. */
                q?: string;
                /** @description 1 to 500 (default 50). */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistEntry"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminWaitlistCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminWaitlistExists: {
        parameters: {
            query: {
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Exists"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminWaitlistStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistStats"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAthletesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Athlete (user) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecruitingProfile"];
                };
            };
            /** @description A coach whose workspace is closed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Over the profile reads allowed per coach or per program */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAuthConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Confirmed"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Email not confirmed, or account disabled */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many failed attempts from this address; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postAuthRecover: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAuthRecoverVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAuthRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAuthResend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAuthSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
        };
    };
    postAuthSignup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignUpRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putAuthUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getBilling: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingView"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postBillingAddOns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddOnChoice"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddOnQuantity"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description coach_unverified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payments_off, add_on_audience, add_on_needs_plan, price_missing or no_customer */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description add_on_quantity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Stripe could not be reached */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postBillingCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckoutChoice"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Redirect"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description coach_unverified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payments_off, plan_audience, no_such_plan, no_club, no_program, price_missing or already_subscribed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Stripe could not be reached */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postBillingPortal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Redirect"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payments_off or no_customer */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Stripe could not be reached */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postBillingWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": string;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookReceipt"];
                };
            };
            /** @description bad_signature, stale_signature or bad_event */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description payments_off */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarView"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCalendarIcs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postCalendarEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarEvent"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description too_many_events */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putCalendarEventsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Event id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarEvent"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteCalendarEventsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Event id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedAddress"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCalendarFeedFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description <token>.ics */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postCalendarRemindersUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailLinkRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailLinkAnswer"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putCalendarSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingsInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarSettings"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getClub: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubOverview"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postClub: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewClub"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubOverview"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description already_in_club or has_program */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getClubCollegeAthletesAthleteIdClubs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Athlete (user) id */
                athleteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AthleteClubItem"][];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getClubCollegeConversations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubCollegeConversation"][];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postClubCollegeConversations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartClubCollegeConversation"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubCollegeThread"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not a verified coach, or a parent's consent holds coach communications */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description no_verified_coach */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getClubCollegeConversationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Conversation id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubCollegeThread"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postClubCollegeConversationsIdMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Conversation id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClubCollegeReply"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubCollegeMessage"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getClubCollegeMine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AthleteClubCollege"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getClubCollegePrograms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReachableProgramItem"][];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getClubCollegeRecommendations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubRecommendation"][];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postClubCollegeRecommendations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecommendInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubRecommendation"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description plan_limit names the club's plan */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description already_recommended */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getClubCollegeRecommendationsAthletesAthleteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Athlete (user) id */
                athleteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubRecommendation"][];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postClubCollegeRecommendationsIdAgree: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Recommendation id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubRecommendation"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description athletes only; parents never answer */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postClubCollegeRecommendationsIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Recommendation id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubRecommendation"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getClubAttestations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttestationRequest"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postClubAttestations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewAttestationRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AthleteAttestationRequest"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description already_attested or already_requested */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postClubAttestationsIdConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Request id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Confirmation"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Attestation"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description already_decided */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postClubAttestationsIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Request id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Decline"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description already_decided */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getClubBranding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubBranding"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden, no_club, coach_unverified or plan_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putClubBranding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BrandInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubBranding"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description add_on_required, forbidden, no_club, coach_unverified or plan_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description displayName, bandColour or accentColour */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteClubBranding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description forbidden, no_club, coach_unverified or plan_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getClubEvaluationsAthleteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Athlete (user) id */
                athleteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClubEvaluationDraft"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putClubEvaluationsAthleteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Athlete (user) id */
                athleteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EvaluationInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EvaluationSaved"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description evaluation_withdrawn */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteClubEvaluationsAthleteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Athlete (user) id */
                athleteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postClubEvaluationsIdWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Evaluation id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getClubInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postClubInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewInvitation"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            /** @description Workspace closed, or plan_limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description already_invited or already_on_roster */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postClubInvitationsAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationToken"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Joined"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_an_athlete, not_a_coach, plan_limit or plan_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description invitation_used, already_in_club or has_program */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description invitation_expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteClubInvitationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Invitation id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postClubInvitationsIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Invitation id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Joined"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postClubInvitationsIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Invitation id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getClubMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AthleteClubs"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteClubMembershipsClubId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club id */
                clubId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putClubMembershipsClubIdSharing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Club id */
                clubId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Sharing"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getClubRoster: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RosterAthlete"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteClubRosterAthleteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Athlete (user) id */
                athleteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCoachAthletes: {
        parameters: {
            query?: {
                /** @description One or more graduation years. */
                gradYear?: number[];
                squad?: components["schemas"]["Squad"];
                weightClass?: components["schemas"]["WeightClass"];
                side?: components["schemas"]["Side"];
                coxswain?: boolean;
                /** @description Fastest best 2k, M:SS.S or MM:SS.S (inclusive). */
                min2k?: string;
                /** @description Slowest best 2k, M:SS.S or MM:SS.S (inclusive). */
                max2k?: string;
                min6k?: string;
                max6k?: string;
                /** @description Inches, 48 to 95 (inclusive). */
                minHeight?: number;
                maxHeight?: number;
                /** @description Division III and Division I/II plans only. */
                minGpa?: number;
                /** @description Division III and Division I/II plans only. */
                minSat?: number;
                /** @description Division III and Division I/II plans only. */
                minAct?: number;
                /** @description One or more home states (two-letter codes). */
                state?: string[];
                /** @description A target division of the athlete. */
                division?: components["schemas"]["Division"];
                /** @description Only athletes with a 2k attested by a club coach; `min2k`/`max2k` then apply to it. */
                verifiedOnly?: boolean;
                /** @description Words in the name, high school or club team (at most 100 characters). */
                q?: string;
                /** @description 2k (default), 6k, gradYear, updated. */
                sort?: string;
                /** @description From 1 (default 1). */
                page?: number;
                /** @description 1 to 50 (default 25). */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AthletePage"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not a verified coach with a workspace, or a filter outside the plan (plan_limit) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Over the searches allowed per coach or per program */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCoachAthletesViewing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ViewingAthlete"][];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCoachBoard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Board"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCoachBoardCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Over the CSV exports allowed per coach or per program */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCoachBoardAthleteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Athlete (user) id */
                athleteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null | components["schemas"]["BoardCard"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putCoachBoardAthleteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Athlete (user) id */
                athleteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoardCard"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteCoachBoardAthleteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Athlete (user) id */
                athleteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    patchCoachBoardAthleteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Athlete (user) id */
                athleteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CardChangeRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoardCard"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCoachHome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoachHome"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCoachMessagesComplianceCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Over the CSV exports allowed per coach or per program */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCoachOffersAthleteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Athlete (user) id */
                athleteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecruitingOffer"][];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postCoachOffersAthleteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Athlete (user) id */
                athleteId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfferRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecruitingOffer"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postCoachOffersAthleteIdOfferIdWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Athlete (user) id */
                athleteId: string;
                /** @description Offer id */
                offerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecruitingOffer"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCoachOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoachOverview"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCoachProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoachProfilePage"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putCoachProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CoachProfileInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoachProfile"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putCoachProgram: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProgramChoice"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgramSummary"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description already_in_club */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCoachQuestionnaire: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgramQuestions"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putCoachQuestionnaire: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProgramQuestionsRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgramQuestions"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCoachQuestionnairesAthleteId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Athlete (user) id */
                athleteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null | components["schemas"]["ReceivedQuestionnaire"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCoachSavedSearches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearch"][];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postCoachSavedSearches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveSearchRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearch"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postCoachSavedSearchesUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SearchLinkRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchLinkAnswer"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteCoachSavedSearchesId: {
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
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putCoachSavedSearchesIdAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AlertSwitch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearch"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCoachSavedSearchesIdNew: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NewAthlete"][];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postCoachSavedSearchesIdSeen: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSearch"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postComplianceAgeCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgeCheckRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgeCheckResponse"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getComplianceRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RulesResponse"];
                };
            };
        };
    };
    postConsentDecide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecisionRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DecisionResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postConsentView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsentTokenRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentView"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getDevMailbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxMessage"][];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getExportV1Athletes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportAthlete"][];
                };
            };
            /** @description token_required or token_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description add_on_required, export_api_unavailable, or the club workspace is closed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Over 60 requests a minute for this token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getExportV1AthletesIdPerformance: {
        parameters: {
            query?: {
                /** @description json (the default for one athlete) or csv. */
                format?: "json" | "csv";
            };
            header?: never;
            path: {
                /** @description Athlete (user) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JSON, or text/csv with format=csv (a header row, then one result a line) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExportPerformance"];
                };
            };
            /** @description An unknown format */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description token_required or token_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description add_on_required, export_api_unavailable, or the club workspace is closed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Over 60 requests a minute for this token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getExportV1Performance: {
        parameters: {
            query?: {
                /** @description json (the default for one athlete) or csv. */
                format?: "json" | "csv";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/csv: a header row, then one result a line, athlete by athlete */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description format=json: this export is CSV only */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description token_required or token_invalid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description add_on_required, export_api_unavailable, or the club workspace is closed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Over 60 requests a minute for this token */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFamily: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FamilyOverview"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFamilyChildrenId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child (user) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFamilyChildrenIdCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child (user) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarView"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFamilyChildrenIdClubCollege: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child (user) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AthleteClubCollege"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putFamilyChildrenIdConsents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child (user) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsentChanges"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Consents"];
                };
            };
            /** @description child_is_adult or full_rights_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description wrong password */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFamilyChildrenIdConversations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child (user) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Inbox"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFamilyChildrenIdConversationsConversationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child (user) id */
                id: string;
                conversationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationDetail"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postFamilyChildrenIdDelete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child (user) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParentPasswordConfirmation"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description child_is_adult or full_rights_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description wrong password */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postFamilyChildrenIdExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child (user) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParentPasswordConfirmation"];
            };
        };
        responses: {
            /** @description JSON document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description full_rights_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description wrong password */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postFamilyChildrenIdFreeze: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child (user) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParentPasswordConfirmation"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description child_is_adult */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description wrong password */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putFamilyChildrenIdParentsParentIdRights: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child (user) id */
                id: string;
                /** @description Parent (user) id */
                parentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RightsChange"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description child_is_adult or consenting_parent_only */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description consenting_parent_rights: the consenting parent's own rights */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description wrong password */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFamilyChildrenIdPerformance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child (user) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PerformanceLog"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFamilyChildrenIdQuestionnaires: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child (user) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentQuestionnaires"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFamilyChildrenIdSavedSchools: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child (user) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSchool"][];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postFamilyChildrenIdUnfreeze: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child (user) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParentPasswordConfirmation"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description child_is_adult or full_rights_required */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description wrong password */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFamilyChildrenIdViews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child (user) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileViews"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putFamilyDigest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DigestSetting"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DigestSetting"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postFamilyDigestUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailLinkRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailLinkAnswer"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFamilyInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FamilyInvitation"][];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postFamilyInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewFamilyInvitation"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FamilyInvitationSent"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description parents_full, already_linked or already_invited */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postFamilyInvitationsAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FamilyInvitationToken"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationAccepted"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description not_a_parent or plan_limit */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description invitation_used or parents_full */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description invitation_expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteFamilyInvitationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Invitation id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteFamilyLinksChildId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Child (user) id */
                childId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description minor_needs_parent */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getFamilyParents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkedParent"][];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteFamilyParentsParentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Parent (user) id */
                parentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description minor_needs_parent */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postFamilyParentsParentIdKeep: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Parent (user) id */
                parentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description no_decision_needed: the athlete is under 18 */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Status"];
                };
            };
        };
    };
    getMeSchools: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedSchool"][];
                };
            };
        };
    };
    getMessages: {
        parameters: {
            query?: {
                /** @description true lists the archive. */
                archived?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Inbox"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentMessage"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMessagesContact: {
        parameters: {
            query?: {
                /** @description For an athlete: the program. */
                schoolId?: string;
                /** @description For a coach: the athlete. */
                athleteId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactAnswer"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMessagesEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMessagesUnread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCount"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postMessagesUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailLinkRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailLinkAnswer"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMessagesId: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationDetail"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putMessagesIdArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ArchiveRequest"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postMessagesIdBlock: {
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
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteMessagesIdBlock: {
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
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postMessagesIdMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplyRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadMessage"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postMessagesIdRead: {
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
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postMessagesIdReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getOffers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offers"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postOffersIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Offer id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offers"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postOffersIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Offer id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offers"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postOffersIdSign: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Offer id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Offers"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPerformance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PerformanceLog"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postPerformanceErgTests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ErgTestInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErgTest"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putPerformanceErgTestsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Erg test id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ErgTestInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErgTest"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deletePerformanceErgTestsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Erg test id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postPerformanceRaces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RaceResultInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RaceResult"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putPerformanceRacesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Race result id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RaceResultInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RaceResult"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deletePerformanceRacesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Race result id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanTable"];
                };
            };
        };
    };
    postPreviewAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccessCodeRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessGranted"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdate"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getProfileCommitment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommitmentAnswer"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putProfileCommitment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommitmentRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommitmentAnswer"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getProfileQuestionnaires: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SentQuestionnaires"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postProfileShareLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShareLink"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteProfileShareLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getProfileViews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileViews"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getProfilesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Profile (user) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database is reachable */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Status"];
                };
            };
            /** @description The database is unreachable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSchools: {
        parameters: {
            query?: {
                /** @description Words matched against name, city, state and conference (at most 100 characters). */
                q?: string;
                /** @description I, II, III, Club or IRA. */
                division?: string;
                /** @description A conference from the filter choices. */
                conference?: string;
                /** @description Men, Women or Both. */
                type?: string;
                /** @description name (default), -name, -enrollment, founded. */
                sort?: string;
                /** @description From 1 (default 1). */
                page?: number;
                /** @description 1 to 100 (default 24). */
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSchoolsFilters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Filters"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSchoolsId: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolDetail"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSchoolsIdQuestionnaire: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Program (school) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionnaireForm"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putSchoolsIdQuestionnaire: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Program (school) id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuestionnaireAnswers"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuestionnaireForm"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putSchoolsIdSaved: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchoolDetail"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteSchoolsIdSaved: {
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
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getShareToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The share link's token */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description noindex */
                    "X-Robots-Tag"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecruitingProfile"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteSettings"];
                };
            };
        };
    };
    getStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteFigures"];
                };
            };
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSupport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportRequest"][];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postSupport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewSupportRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportRequest"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSupportId: {
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
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportRequest"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postWaitlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JoinRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistJoined"];
                };
            };
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
