// Generated from the API's OpenAPI document by `npm run api:types` (apps/api/scripts/openapi.ts).
// Do not edit: a test fails when this file and the API's routes disagree.
export interface paths {
  '/device': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Register this browser as a device */
    post: operations['registerDevice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/authentication/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Password step: answers an mfa-pending session token
     * @description The session waits for the second factor unless the device (`X-Device-Id`) is trusted from an earlier second factor on it; then `GET /v1/user/mfa` answers `"2"`.
     */
    post: operations['signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/mfa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Multi-factor status */
    get: operations['mfaStatus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/authentication/mfa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Second factor (201); with unlock: true, unlocks a locked account (answers a jwt)
     * @description Without `unlock`, it needs the bearer token of the session waiting for its second factor (401 otherwise). With `unlock: true`, `username` and a valid code it answers `{ jwt }` of a session closed at once: one factor never yields a usable session.
     */
    post: operations['verifyMfa'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/mfa-verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set MFA up with a first code */
    post: operations['setUpMfa'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/mfa-delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Turn MFA off (password needed); next sign-in sets it up again */
    delete: operations['deleteMfa'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/authentication/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Is this token a live session?
     * @description 200 only for a session the data calls accept (both factors; for a client, the latest terms accepted).
     */
    get: operations['checkSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/authentication/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End this session */
    post: operations['signOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/invite/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Check an invite code
     * @description Invite codes are 256-bit, stored hashed, single use and valid 14 days.
     */
    get: operations['inviteDetails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/reset-request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail a password reset link (same answer for any email)
     * @description Reset codes are 256-bit, stored hashed, single use and valid 30 minutes.
     */
    post: operations['requestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/set-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a password with an invite or reset code
     * @description A new password ends every other session and every reset link still outstanding.
     */
    post: operations['setPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the password (ends the other sessions) */
    post: operations['changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/terms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The firm's latest terms */
    get: operations['latestTerms'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/terms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest terms and whether the caller accepted them */
    get: operations['userTerms'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/terms/agree': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Accept the latest terms (version, time and IP recorded) */
    put: operations['agreeTerms'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/terms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The firm’s terms versions, newest first, with acceptance counts among active clients
     * @description `latest_text` is the whole text of the latest version, to start the next one from.
     */
    get: operations['adminListTerms'];
    put?: never;
    /**
     * Publish a new terms version (admins): every client must accept it before using the app again
     * @description Plain text of 1–200,000 characters; the version is the highest so far plus one. Clients who have not accepted it get 401 on data calls and `terms_accepted: false` until `PUT /v1/user/terms/agree`.
     */
    post: operations['adminPublishTerms'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/get-contact-support-reasons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Reasons a visitor can pick when asking for help
     * @description The shared reasons, and the firm’s own when the deployment serves one firm (with several, the firm is unknown before sign-in).
     */
    get: operations['supportReasons'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/contact-support': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask the firm for help signing in
     * @description The same answer whether or not an account has the email; the firm of the account named gets the request by mail. Limited per IP and per email named.
     */
    post: operations['contactSupport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/support-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Requests for help naming the firm's clients or staff (open by default), newest first
     * @description `q` searches the name and email; `client_uuid` is set when the email is a client’s.
     */
    get: operations['adminListSupportRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/support-requests/{id}/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark a support request resolved
     * @description One already resolved answers 422.
     */
    post: operations['adminResolveSupportRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/support-reasons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The reasons: shared ones (read-only) and the firm’s own, in order */
    get: operations['adminListSupportReasons'];
    put?: never;
    /**
     * Add a reason of the firm’s own (last, active)
     * @description A label already offered (shared ones included, whatever its case) answers 422 `label`.
     */
    post: operations['adminAddSupportReason'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/support-reasons/{id}': {
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
    /**
     * Rename, move, or switch off one of the firm’s own reasons
     * @description A shared reason is read-only: 422.
     */
    patch: operations['adminUpdateSupportReason'];
    trace?: never;
  };
  '/system/cache': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How long the app may serve cached data
     * @description The stale time of the app’s query cache (TanStack Query).
     */
    get: operations['cacheSetting'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/firm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in client's firm
     * @description Changes made in the back office show at once.
     */
    get: operations['viewFirm'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/firm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's firm: name, logo, bio, FCA registration, support address */
    get: operations['adminViewFirm'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change the firm profile (admins): any of name, bio (plain text), FCA number and date, support email
     * @description The bio is at most 5,000 characters, shown with its line breaks and never as HTML; the FCA number has 6–7 digits; the registration date is not after today in the UK. Audited as `admin.firm.update` with old and new values (the bio by name only).
     */
    patch: operations['adminUpdateFirm'];
    trace?: never;
  };
  '/admin/firm/logo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload the firm logo (admins): multipart field `file`, PNG, JPEG or WebP by content, at most 200 KB
     * @description The type is told by the first bytes (never SVG); the logo is stored as a `data:` URL. Audited as `admin.firm.logo.set`.
     */
    post: operations['adminSetFirmLogo'];
    /**
     * Remove the firm logo (admins)
     * @description Audited as `admin.firm.logo.remove`.
     */
    delete: operations['adminRemoveFirmLogo'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The client's documents, newest first, 20 a page (filters: category, year, status)
     * @description Withdrawn documents and superseded versions are not listed.
     */
    get: operations['listDocuments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/document/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the client’s documents */
    get: operations['viewDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/document/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The document’s PDF (records it opened, or downloaded with `download=1`)
     * @description Served with `Content-Security-Policy: sandbox`, `nosniff` and `no-store`; inline unless `download=1`.
     */
    get: operations['documentFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/document/{id}/acknowledge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * “I have read and understood this document”: records the moment, IP, browser and file hash
     * @description A document that needs no acknowledgement, one already acknowledged, or one the client has not opened yet (its file fetched) answers 409.
     */
    post: operations['acknowledgeDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/document/{id}/sign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign a document: the full name as on the account and a fresh authenticator code
     * @description The name matches the account’s first name and surname ignoring case, accents, extra spaces and a title (422 `full_name`); the code must be one not used before (422 `code`). Records the moment, IP, browser, typed name and file hash. A document the client has not opened yet answers 409.
     */
    post: operations['signDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/document/{id}/evidence.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The client’s evidence certificate of a document they acknowledged or signed (PDF): when it was published, opened and signed, from where, and the file’s hash
     * @description A document not acknowledged or signed yet answers 409.
     */
    get: operations['documentCertificate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/clients/{id}/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every document of the client: current, superseded and withdrawn */
    get: operations['adminListClientDocuments'];
    put?: never;
    /**
     * Publish a PDF to one client (multipart `file`, `category`, `title`, `requires`)
     * @description Checked by its bytes (`%PDF-`: 422 `file`; over 20 MB, 422 `file` without reading on). `policy_id` files it under one of the client’s policies; `replaces` makes it the next version of that document (acknowledgements and signatures are asked again); `review_id` makes it the review’s pack. The client is notified and emailed.
     */
    post: operations['adminUploadClientDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/documents/{id}/withdraw': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Withdraw a document: the client no longer sees it; the file and its evidence stay */
    post: operations['adminWithdrawDocument'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/documents/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client document’s PDF for staff (audited as `admin.document.open`) */
    get: operations['adminClientDocumentFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/documents/{id}/evidence': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** When the document was published, notified, opened, downloaded, acknowledged or signed */
    get: operations['adminDocumentEvidence'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/documents/{id}/evidence.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The evidence certificate of an acknowledged or signed document (PDF)
     * @description A document not acknowledged or signed yet answers 409.
     */
    get: operations['adminDocumentCertificate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/reports/access-ledger': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Per client, whether they viewed a valuation or opened a statement in the quarter */
    get: operations['adminAccessLedger'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/reports/access-ledger.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The quarter’s access ledger as CSV (needs_statement: send this client a statement another way) */
    get: operations['adminAccessLedgerCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in client's profile */
    get: operations['viewClient'];
    /**
     * Ask the firm to change profile fields (pending until the firm approves)
     * @description `changedFields` holds only the fields to change, in the names of GET /v1/client (email is not editable). The change is merged into any change still pending; answers the profile, as stored, with `pending_amendment: true`. Field errors are named like `changedFields.address.postcode`. Audited with the field names only.
     */
    put: operations['requestClientChange'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The firm's clients: search by name or email, filter by status, sorted and paged
     * @description Status `invited` is a client who has not set a password yet. Listing with `flag=vulnerable` is a view of vulnerability records, audited as `admin.vulnerability.list` with the clients shown.
     */
    get: operations['adminListClients'];
    put?: never;
    /**
     * Add a client (no password yet); `send_invite` mails the invite at once
     * @description The email must not be in use on the deployment (422 `email`). Answers the client, status `invited`.
     */
    post: operations['adminCreateClient'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/clients/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client: profile, status, MFA, lock, last sign-in, policies, pending change */
    get: operations['adminGetClient'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Edit a client's profile fields (email only before they set a password) */
    patch: operations['adminUpdateClient'];
    trace?: never;
  };
  '/admin/clients/{id}/invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail the client an invite (again); earlier invites stop working
     * @description Refused (422) for a deactivated client and for one who has already set a password. The invite (`/invite/{code}`, 14 days, single use) is mailed; the API never answers the link.
     */
    post: operations['adminInviteClient'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/clients/{id}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deactivate a client: ends their sessions and invites; they can no longer sign in
     * @description One already deactivated answers 422.
     */
    post: operations['adminDeactivateClient'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/clients/{id}/reactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reactivate a deactivated client
     * @description One already active answers 422.
     */
    post: operations['adminReactivateClient'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/clients/{id}/vip': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set or clear the VIP flag */
    put: operations['adminSetClientVip'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/clients/{id}/reset-mfa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reset a client's two-factor authentication (they set it up again at next sign-in)
     * @description Ends their sessions and forgets their trusted devices.
     */
    post: operations['adminResetClientMfa'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/clients/{id}/unlock': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Unlock a client's account locked after too many wrong passwords or codes
     * @description For a client who cannot unlock it with their authenticator, once you are sure who asked. Clears the lock and the count of failures; they sign in with their password and a code as usual. A client who is not locked answers 422 `client`.
     */
    post: operations['adminUnlockClient'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/amendments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Changes clients asked for (pending by default), each field with its current value */
    get: operations['adminListAmendments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/amendments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One change request */
    get: operations['adminGetAmendment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/amendments/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a pending change: applies it to the client's profile and tells the client
     * @description In one transaction with the change locked. A change already decided answers 422 `amendment`; the client is told in their notifications.
     */
    post: operations['adminApproveAmendment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/amendments/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reject a pending change, with an optional reason told to the client
     * @description The reason is at most 500 characters. A change already decided answers 422 `amendment`.
     */
    post: operations['adminRejectAmendment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in staff member and their firm */
    get: operations['adminMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/staff': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The firm's staff (admins only) */
    get: operations['adminListStaff'];
    put?: never;
    /**
     * Add a staff member and mail them a one-time password set-up link (admins only)
     * @description Answers the staff member and the link (shown once). They set a password on the invite page, then set up two-factor authentication at their first sign-in.
     */
    post: operations['adminCreateStaff'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/staff/{id}/role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change a staff member's role (admins only; not your own)
     * @description Applies at once; a demotion ends the staff member's sessions. Demoting yourself is 422 `staff`.
     */
    put: operations['adminSetStaffRole'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/staff/{id}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deactivate a staff member: ends their sessions (admins only; not yourself)
     * @description Outstanding set-up links stop working too. Deactivating yourself is 422 `staff`.
     */
    post: operations['adminDeactivateStaff'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/staff/{id}/reactivate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reactivate a staff member (admins only) */
    post: operations['adminReactivateStaff'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/staff/{id}/invite': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mail the password set-up link again; the earlier one stops working (admins only)
     * @description Refused (422) once the staff member has set a password, and for one deactivated.
     */
    post: operations['adminInviteStaff'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/policy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in client's policies */
    get: operations['listPolicies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/policy/{id}/view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the client’s policies */
    get: operations['viewPolicy'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/policy/{id}/valuation/latest': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest valuation of a policy */
    get: operations['latestValuation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/policy/{id}/valuation/graph': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Valuations over a date range (at most 400 points) */
    get: operations['valuationGraph'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/provider/my-policies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The client’s policies with a provider
     * @description A provider that is not one of the firm’s answers 404.
     */
    get: operations['providerPolicies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/policies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The firm’s policies (search reference, client or provider; sort reference, client, provider, start_date or latest_value; `client` filters) */
    get: operations['listAdminPolicies'];
    put?: never;
    /** Add a policy for one of the firm’s clients (reference unique in the firm) */
    post: operations['createAdminPolicy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/policies/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Choices of the policy form: active clients matching q (at most 20) and the firm’s providers */
    get: operations['adminPolicyOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/policies/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A policy with its latest valuation */
    get: operations['getAdminPolicy'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a policy (only the fields sent) */
    patch: operations['updateAdminPolicy'];
    trace?: never;
  };
  '/admin/policies/{id}/valuations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A policy’s valuations (sort date or value; newest first by default) */
    get: operations['listAdminValuations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/valuations/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check a valuations CSV (`policy_reference,date,value,currency`): a multipart `file` field or a text/csv body. Answers the job to poll; when done it holds the preview to confirm
     * @description Every row is checked; the job’s report lists each problem by line (the header is line 1). Nothing is written until the preview is confirmed (POST /admin/imports/previews/{id}/confirm). At most 2 imports of a firm run at once (409).
     */
    post: operations['startValuationImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/valuations/imports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A valuation import’s progress, then its report and preview (kept for an hour on the node that ran it) */
    get: operations['getValuationImport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/imports/previews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Checked import files still waiting to be confirmed or cancelled (not yet expired), newest first
     * @description `created_by=me`: only those the caller made (what My work counts for them).
     */
    get: operations['listWaitingImportPreviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/imports/previews/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A checked import file waiting to be confirmed: per policy rows new, changed and unchanged, and suspicious rows */
    get: operations['getImportPreview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/imports/previews/{id}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check the file again against the database as it is now, then write every row (or none, saying why)
     * @description 409 when the preview was already confirmed or cancelled, 410 once it has expired (24 hours after it was made).
     */
    post: operations['confirmImportPreview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/imports/previews/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Drop a preview: nothing of it is written
     * @description 409 when it was already confirmed, 410 once it has expired; cancelling twice answers the same.
     */
    post: operations['cancelImportPreview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/policies/{id}/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A policy’s transactions (sort date or amount, newest first by default; `type` filters; q searches description and reference) */
    get: operations['listAdminTransactions'];
    put?: never;
    /** Add a transaction by hand (source manual; in the policy’s currency; not in the future) */
    post: operations['createAdminTransaction'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/transactions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a transaction (answers it as it was) */
    delete: operations['deleteAdminTransaction'];
    options?: never;
    head?: never;
    /** Change a transaction (only the fields sent) */
    patch: operations['updateAdminTransaction'];
    trace?: never;
  };
  '/admin/transactions/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check a transactions CSV (`policy_reference,date,type,amount,currency[,description][,reference][,charge_kind]`): a multipart `file` field or a text/csv body. Answers the job to poll; when done it holds the preview to confirm
     * @description Every row is checked; nothing is written until the preview is confirmed (POST /admin/imports/previews/{id}/confirm). A transaction with a reference is the policy’s transaction with that reference; without one, the same date, type, amount and description, counted by occurrence in the file, so the same file twice changes nothing. A charge’s `charge_kind` (a ChargeKind; empty is `other`) is no part of that identity: a file stating another kind changes the stored charge’s kind, and a file without the column leaves it. At most 2 imports of a firm run at once (409).
     */
    post: operations['startTransactionImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/transactions/imports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A transaction import’s progress, then its report and preview (kept for an hour on the node that ran it) */
    get: operations['getTransactionImport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/portfolio/performance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Growth, flows and returns of all the client’s policies over a period, per currency */
    get: operations['portfolioPerformance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/portfolio/series': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The daily sum of the client’s policy values and the cumulative net paid in, per currency */
    get: operations['portfolioSeries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/portfolio/allocation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest values by provider and by wrapper, with shares, per currency */
    get: operations['portfolioAllocation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/portfolio/allowances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** ISA subscriptions and pension contributions against the standard allowances of a tax year */
    get: operations['portfolioAllowances'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/portfolio/costs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Charges taken from the client’s policies in a tax year, in money and as a % of the average value */
    get: operations['portfolioCosts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/portfolio/statement.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Valuations and transactions of all the client’s policies between two dates, as CSV for an accountant */
    get: operations['portfolioStatement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/policy/{id}/performance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A policy’s waterfall (opening, paid in, taken out, charges, growth, closing) and its returns */
    get: operations['policyPerformance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/policy/{id}/series': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A policy’s values and cumulative net paid in over a period, at most 400 points */
    get: operations['policySeries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/policy/{id}/transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A policy’s transactions, newest first, filtered by type and dates */
    get: operations['policyTransactions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/policy/{id}/transactions.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A policy’s transactions as CSV, with the list’s filters */
    get: operations['policyTransactionsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/policies/{id}/performance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A client’s policy over a period, as the client sees it: growth, value brought in, flows, returns */
    get: operations['adminPolicyPerformance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/insights': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The firm's published insights, newest first, 10 a page
     * @description `InsightSearch[categories]` takes one id, repeated keys, `[]`/`[0]` keys or a comma list (any of them matches); `InsightSearch[writer]` an author id. `_links.next` is the same search one page on (relative, URL-encoded), absent on the last page, where `_links` is `{}`.
     */
    get: operations['searchInsights'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/insights/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The firm's insight categories, id to name
     * @description The keys are strings.
     */
    get: operations['insightCategories'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/insights/authors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The firm's insight authors, id to name
     * @description The keys are strings.
     */
    get: operations['insightAuthors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/insights/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One insight with its body (HTML sanitised on the server) */
    get: operations['readInsight'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/insights/{id}/like': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Like an insight (once per client; liking again changes nothing)
     * @description There is no unlike.
     */
    post: operations['likeInsight'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/insight-categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The firm's insight categories by name, with how many insights each holds */
    get: operations['adminListInsightCategories'];
    put?: never;
    /**
     * Add a category (the name is unique in the firm, case aside)
     * @description A name already taken answers 422 `name`.
     */
    post: operations['adminCreateInsightCategory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/insight-categories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a category: the insights in it stay, filed under their other categories */
    delete: operations['adminDeleteInsightCategory'];
    options?: never;
    head?: never;
    /** Rename a category */
    patch: operations['adminRenameInsightCategory'];
    trace?: never;
  };
  '/admin/insight-authors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The firm's insight authors by name, with how many insights each wrote */
    get: operations['adminListInsightAuthors'];
    put?: never;
    /** Add an author (the name is unique in the firm, case aside) */
    post: operations['adminCreateInsightAuthor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/insight-authors/{id}': {
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
     * Delete an author no insight names (422 otherwise)
     * @description An author still named by an insight answers 422 `author`.
     */
    delete: operations['adminDeleteInsightAuthor'];
    options?: never;
    head?: never;
    /** Change an author's name or role */
    patch: operations['adminUpdateInsightAuthor'];
    trace?: never;
  };
  '/admin/insights': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The firm's insights, drafts and published: search the title, sort, filter, page
     * @description `q` searches titles; `sort` title|published_at|updated_at|status (default updated_at desc; drafts never published come last on published_at); `status` draft|published; `category` an id.
     */
    get: operations['adminListInsights'];
    put?: never;
    /**
     * Write a new insight, saved as a draft (the body HTML is sanitised when saved)
     * @description The body is sanitised with `sanitizeFirmHtml` when saved (and again on every client read); one that sanitises to nothing answers 422 `body`.
     */
    post: operations['adminCreateInsight'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/insights/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One insight as staff edit it */
    get: operations['adminReadInsight'];
    put?: never;
    post?: never;
    /**
     * Delete a draft (a published insight must be unpublished first: 422)
     * @description A published insight answers 422 `status`.
     */
    delete: operations['adminDeleteInsight'];
    options?: never;
    head?: never;
    /**
     * Change an insight (draft or published); given categories replace the old ones
     * @description Only the fields sent change.
     */
    patch: operations['adminUpdateInsight'];
    trace?: never;
  };
  '/admin/insights/{id}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Publish: clients see it from now; `notify` also tells every active client of the firm
     * @description The first publication sets `published_at`; publishing again after unpublishing keeps it. The notification links to `/tabs/insights/view/{id}` in the app, and is audited as `admin.notification.send` too.
     */
    post: operations['adminPublishInsight'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/insights/{id}/unpublish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Back to draft: clients no longer see it
     * @description Clients' `GET /v1/insights/{id}` answers 404 and their list leaves it out.
     */
    post: operations['adminUnpublishInsight'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/notification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The client's notifications, newest first, 10 a page
     * @description More pages while `currentPage` < `pageCount` (= ceil(totalCount / defaultPageSize)); a page past the end is empty.
     */
    get: operations['listNotifications'];
    /**
     * Mark a notification read
     * @description Idempotent: marking a read notification again answers the same. Not the client’s: 404.
     */
    put: operations['markNotificationRead'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The notifications staff sent, newest first (from the audit log); `q` searches titles
     * @description Read back from the `admin.notification.send` audit rows, so the history never disagrees with what was sent; the sender’s name comes from the actor.
     */
    get: operations['adminListSentNotifications'];
    put?: never;
    /**
     * Send a plain-text notification to one client of the firm or to all its active clients
     * @description `link` is an optional in-app path starting with `/tabs/` (no other site, no `//`). A client id that is not an active client of the firm answers 422 `audience.client_id`. Only active clients of the firm receive it. Each send writes one `admin.notification.send` audit row (subject: the client id or `all`) in the same transaction as the inbox rows.
     */
    post: operations['adminSendNotification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/notifications/recipients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Up to 20 of the firm's active clients whose name or email contains `q`
     * @description For the recipient picker.
     */
    get: operations['adminNotificationRecipients'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/message': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The client's threads with the firm, newest activity first, with unread counts */
    get: operations['listThreads'];
    put?: never;
    /** Start a thread with the firm: a subject and the first message (plain text) */
    post: operations['startThread'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/message/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A thread, oldest message first; marks it read for the client */
    get: operations['readThread'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/message/{id}/reply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reply in a thread (plain text) */
    post: operations['replyToThread'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The firm's client threads: filter by assignee and unread, search subject and client
     * @description A thread is `unread` when a client message came after the signed-in staff member last opened or answered it (each person has their own read mark). `assigned=me|unassigned|all`, `unread=true`, `q` (subject, client name or email), `sort=last_message_at|subject|client`.
     */
    get: operations['adminListThreads'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/messages/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many threads have client messages the signed-in staff member has not read */
    get: operations['adminUnreadThreadCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/messages/emails': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the signed-in staff member is emailed when a client writes to them */
    get: operations['adminGetMessageEmails'];
    /**
     * Turn the emails that say a client wrote on or off, for the signed-in staff member
     * @description A client’s new thread is assigned to their adviser; the assignee of a thread is emailed when the client writes in it — the client’s name and a link, never the subject or the message.
     */
    put: operations['adminSetMessageEmails'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/messages/assignees': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The firm's active advisers and admins, for the assignee picker */
    get: operations['adminThreadAssignees'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/messages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A thread, oldest message first; marks it read for the signed-in staff member
     * @description The client’s read mark is untouched.
     */
    get: operations['adminReadThread'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/messages/{id}/reply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reply to the client as the signed-in staff member (plain text, 1 to 10,000 characters)
     * @description The client’s API shows it `from: firm` with the staff member’s name and counts it unread (their messages badge rises); a notification opens the thread, and an email without the message says one waits unless the client turned message emails off. The thread is read for the one who replied. Audited `admin.message.reply` (subject: the client’s email).
     */
    post: operations['adminReplyToThread'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/messages/{id}/assignee': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Assign the thread to an active adviser or admin of the firm, or to nobody (null)
     * @description Anyone else answers 422 `staff_id`. Audited `admin.message.assign` (subject: the client’s email).
     */
    put: operations['adminAssignThread'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/provider': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The firm's providers */
    get: operations['listProviders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/provider/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One of the firm’s providers
     * @description The href that providers and due-diligence panel entries link to (`_links.self`, `_links.provider`).
     */
    get: operations['provider'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/provider/{id}/view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One of the firm’s providers
     * @description SPEC §7’s call; the same answer as `/v1/provider/{id}`.
     */
    get: operations['viewProvider'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/providers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The firm’s providers (search the name; sort name or created_at)
     * @description Each with `policy_count` and `panel_count`.
     */
    get: operations['adminListProviders'];
    put?: never;
    /**
     * Add a provider (name unique in the firm)
     * @description The name is unique in the firm, case aside (422 `name`). `website`: http(s) or null. `logo`: an `https:` address (not `.svg`) or a `data:image/png|jpeg|webp;base64,…` URL of at most 200 KB whose bytes are that image type (checked by signature, re-encoded; SVG never), or null (422 `logo`). Audited `admin.provider.create`.
     */
    post: operations['adminCreateProvider'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/providers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A provider */
    get: operations['adminGetProvider'];
    put?: never;
    post?: never;
    /**
     * Delete a provider nothing uses (no policies, panels or provider reports)
     * @description A provider in use answers 422 `provider`. Audited `admin.provider.delete`.
     */
    delete: operations['adminDeleteProvider'];
    options?: never;
    head?: never;
    /**
     * Change a provider (only the fields sent)
     * @description The same rules as adding one. Audited `admin.provider.update`.
     */
    patch: operations['adminUpdateProvider'];
    trace?: never;
  };
  '/due-diligence': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Published reports, newest financial year first */
    get: operations['listReports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/due-diligence/{id}/view': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A report */
    get: operations['viewReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/due-diligence/{id}/panel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The providers on the report’s panel
     * @description Each entry links to its provider (`_links.provider`, `/v1/provider/{uuid}`) and to the report on it (`_links.report`, `/v1/due-diligence/{id}/provider/{uuid}`).
     */
    get: operations['reportPanel'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/due-diligence/{id}/provider/{providerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The report on one provider of the panel */
    get: operations['providerReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/due-diligence/document/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The PDF of a published report or provider report (answers application/pdf)
     * @description Only while the document is attached to a published report of the client’s firm, or to a provider report of one; anything else 404. Answered as a download: `content-disposition: attachment`, `x-content-type-options: nosniff`, `cache-control: private, no-store` and a sandboxing CSP. Report shapes link here as `_links.document` when there is a PDF.
     */
    get: operations['downloadDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/due-diligence': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The firm’s reports, drafts and published (sort financial_year or title; status filter)
     * @description `q` searches the title or year; newest year first by default.
     */
    get: operations['adminListReports'];
    put?: never;
    /**
     * A new draft report (one a financial year; the body is sanitised)
     * @description A year the firm already has a report for answers 422 `financial_year`.
     */
    post: operations['adminCreateReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/due-diligence/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A report with its panel and provider reports
     * @description The whole report: `panel` (in order), `provider_reports`, `document`.
     */
    get: operations['adminGetReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a report (only the fields sent; the body is sanitised) */
    patch: operations['adminUpdateReport'];
    trace?: never;
  };
  '/admin/due-diligence/{id}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Show the report to clients
     * @description Sets `published_at` to now unless the report is already published.
     */
    post: operations['adminPublishReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/due-diligence/{id}/unpublish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Hide the report from clients */
    post: operations['adminUnpublishReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/due-diligence/{id}/panel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Replace the panel: the firm’s providers in order, each once
     * @description In one transaction; a provider not of the firm or listed twice answers 422 `entries.N.provider_id`.
     */
    put: operations['adminReplacePanel'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/due-diligence/{id}/providers/{providerId}/report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Write the report on one provider (the body is sanitised) */
    put: operations['adminSaveProviderReport'];
    post?: never;
    /** Delete the report on one provider (and its PDF) */
    delete: operations['adminDeleteProviderReport'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/due-diligence/{id}/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Attach the report’s PDF (replaces the one before)
     * @description The bytes must start with `%PDF-` (422 `file`); at most 10 MB (the parser answers 413 beyond). Without `filename` the name is `due-diligence-2025-26[-Provider].pdf`.
     */
    post: operations['adminAttachReportDocument'];
    /** Remove the report’s PDF */
    delete: operations['adminRemoveReportDocument'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/due-diligence/{id}/providers/{providerId}/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Attach the PDF of one provider’s report (replaces the one before)
     * @description The provider report must exist first (404 otherwise). The bytes must start with `%PDF-` (422 `file`); at most 10 MB (the parser answers 413 beyond). Without `filename` the name is `due-diligence-2025-26[-Provider].pdf`.
     */
    post: operations['adminAttachProviderReportDocument'];
    /** Remove the PDF of one provider’s report */
    delete: operations['adminRemoveProviderReportDocument'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/documents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A PDF of the firm, for staff to check (answers application/pdf)
     * @description Any document of the firm, attached or not, published or not; answered as a download.
     */
    get: operations['adminDownloadDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The firm's audit events, newest first (admins); filter by action, actor, subject, days
     * @description `action` is exact or a prefix ending in a dot (`auth.`); `actor` a user id; `subject` matches a part; `q` searches the subject, the actor’s email and the action; `from` and `to` are UK calendar days, both included (`from` after `to` is 422).
     */
    get: operations['adminListAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/audit/actions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The actions in the firm's audit log, for the filter (admins) */
    get: operations['adminAuditActions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The client’s adviser, next review date and current review with its check-in */
    get: operations['viewService'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/review/{id}/checkin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Answer the review check-in (or decline this year’s review with `wants_review: false`)
     * @description Only while the check-in is open (409 otherwise). The client’s adviser (or their cover) and the staff watching the client are emailed that they answered and whether they want the review, none of the answers (unless they turned off “Email me when a client writes”).
     */
    post: operations['submitCheckin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/reports/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reviews due in a period: delivered, declined, no response and open */
    get: operations['adminReviewReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/clients/{id}/service': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The client’s adviser, next review date, current review and past reviews */
    get: operations['adminClientService'];
    /** Set the client’s adviser (a staff member of the firm), review segment and next review date */
    put: operations['adminUpdateClientService'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/reviews/{id}/outcome': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record a review delivered (a meeting held) or declined; the next review is set one segment interval on */
    post: operations['adminRecordReviewOutcome'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/staff/{id}/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What clients see of a staff member as their adviser */
    get: operations['adminViewStaffProfile'];
    /** Set a staff member’s job title, phone, booking link and photo (staff their own; admins anyone’s) */
    put: operations['adminUpdateStaffProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/segments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The firm’s review segments, the default first, with the active clients in each */
    get: operations['adminListSegments'];
    put?: never;
    /**
     * Add a review segment (name unique in the firm, interval 1 to 60 months)
     * @description The name is unique in the firm, case aside (422 `name`). `is_default: true` makes it the segment of every client without one. A client’s next review is set this many months after their last one. Audited `admin.segment.create`.
     */
    post: operations['adminCreateSegment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/segments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change a review segment
     * @description The default cannot be unset, only moved by making another segment the default (422 `is_default`). A new interval applies from each client’s next ended review. Audited `admin.segment.update`.
     */
    put: operations['adminUpdateSegment'];
    post?: never;
    /**
     * Delete a segment no client is in (never the default)
     * @description The default or a segment with clients answers 409. Audited `admin.segment.delete`.
     */
    delete: operations['adminDeleteSegment'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest export’s state (404 when there is none or it expired) */
    get: operations['viewExport'];
    put?: never;
    /**
     * Start building a ZIP of everything the firm holds on the client (or answer the one building)
     * @description One export at a time; a finished one is kept for 24 hours. Audited as `client.export`.
     */
    post: operations['startExport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/export/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The finished export as a ZIP of JSON and CSV files */
    get: operations['exportFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/client/email-preferences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which optional emails the client gets */
    get: operations['viewEmailPreferences'];
    /** Choose the optional emails (statements and documents needing action are always sent) */
    put: operations['updateEmailPreferences'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/action': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What the client should do now (documents, terms, the review check-in, messages, a pending change) */
    get: operations['actionCentre'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/passkeys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The client's passkeys, oldest first */
    get: operations['listPasskeys'];
    put?: never;
    /** Finish adding a passkey with the browser's answer to the creation options */
    post: operations['addPasskey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/passkeys/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start adding a passkey: a fresh password or code, answered with the creation options
     * @description A wrong password or code counts toward the lock like a failed sign-in; a code works once. The options exclude the passkeys the client already has.
     */
    post: operations['passkeyCreationOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/passkeys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a passkey: it no longer signs in */
    delete: operations['removePasskey'];
    options?: never;
    head?: never;
    /** Rename a passkey */
    patch: operations['renamePasskey'];
    trace?: never;
  };
  '/authentication/passkey/options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Second factor by passkey: the request options for the account's passkeys
     * @description On the session waiting for its second factor, after the password.
     */
    post: operations['passkeyRequestOptions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/authentication/passkey': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Second factor by passkey (201), instead of a code
     * @description Upgrades the session as a right code does (and trusts the device alike). A passkey that does not verify counts toward the lock like a wrong code; one whose signature counter goes back is refused.
     */
    post: operations['signInWithPasskey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The client's live sessions, newest first, the current one marked */
    get: operations['listSessions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/sessions/{id}': {
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
     * End another session of the client
     * @description Its next call answers 401. The current session is ended by signing out (422 here); a session that is not the client’s, or has already ended, answers 404.
     */
    delete: operations['revokeSession'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/sessions/revoke-others': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out everywhere else: end every session of the client but this one */
    post: operations['revokeOtherSessions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/trusted-devices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The devices that skip the verification code now, the most recently used first */
    get: operations['listTrustedDevices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/trusted-devices/{id}': {
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
     * Stop trusting a device: its next sign-in asks for the verification code
     * @description A device that is not the client’s, or no longer trusted, answers 404.
     */
    delete: operations['revokeTrustedDevice'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/device/trust': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * The code step’s choice for this device: remember it (skip the code next time) or not
     * @description Only the device this session signed in from (its `X-Device-Id` then) is changed, whatever the call names. `remember: false` ends its trust: its next sign-in asks for the code. `remember: true` keeps the trust its second factor gave and never grants one: only a second factor trusts a device. `POST /v1/authentication/mfa` keeps SPEC’s body and trusts the device as before; the app sends this call after it when the client chose not to be remembered.
     */
    put: operations['chooseDeviceTrust'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/user/sign-ins': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The client's sign-ins, failed attempts, lockouts and security changes, newest first */
    get: operations['listSignIns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/cover': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Covers running today and to come, soonest first (admins only) */
    get: operations['adminListCover'];
    put?: never;
    /**
     * Arrange cover: an adviser’s clients, threads and queue go to another for a period (admins only)
     * @description Refused (422) when the dates are the wrong way round or already past, when either person is not an active adviser or admin of the firm, when both are the same person, and when it overlaps a cover of either of them (the adviser away already, or covering for someone; the cover away).
     */
    post: operations['adminCreateCover'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/cover/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a cover now (admins only); one already ended or cancelled answers 422 */
    post: operations['adminCancelCover'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/service': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Your service: each review year’s ongoing adviser fee against the service delivered
     * @description Review years run from one review date to the next. Fees are the `adviser_ongoing` charges (CSV column `charge_kind`); response times count working hours only (Monday to Friday 09:00–17:30 London time, less England and Wales bank holidays).
     */
    get: operations['serviceLedger'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/clients/{id}/service-ledger': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A client’s service ledger, per review year
     * @description Review years run from one review date to the next. Fees are the `adviser_ongoing` charges (CSV column `charge_kind`); response times count working hours only (Monday to Friday 09:00–17:30 London time, less England and Wales bank holidays).
     */
    get: operations['adminServiceLedger'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/reports/service': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Ongoing fees against reviews delivered in a period: overall, per adviser, per segment, with exceptions
     * @description Of the clients charged an `adviser_ongoing` fee in [from, to], the latest review dated in the period decides: delivered, declined, no response or open. With none dated in it, the client is `not_due` when a review was delivered in the 15 months to `to` or one is set after `to`, else `not_attempted`. Exceptions: clients charged in the 15 months to `to` with no review delivered in them.
     */
    get: operations['adminServiceReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/reports/service.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The service report’s figures and exceptions as CSV */
    get: operations['adminServiceReportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/reports/service.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The service report as a PDF board pack */
    get: operations['adminServiceBoardPack'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/work': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What waits: unread client messages, answered check-ins, signatures, reviews, changes, statements to send, vulnerability reviews and import previews
     * @description Each item has a count and `to`, the back-office address that lists exactly those threads, clients or changes (`/admin/clients?waiting=…&adviser=me`, `/admin/messages?assigned=me&unread=true`, `/admin/amendments?adviser=me`, `/admin/import?created_by=me`). `scope=me` counts the caller’s own clients (their named adviser), the threads assigned to them and the previews they made, with the clients and threads of any adviser they cover for today; `scope=firm` counts the whole firm. One query per item.
     */
    get: operations['adminWork'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/clients/{id}/vulnerability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A client's vulnerability record (open, or null) and their ended records not yet deleted
     * @description Audited as `admin.vulnerability.view`, whether or not there is a record.
     */
    get: operations['adminClientVulnerability'];
    /**
     * Record a client's vulnerability, with their consent, or change the open record
     * @description Opens a record when the client has none open, else replaces the open one’s fields. The consent date is not in the future (UK time) and the review date not before it; at least one characteristic. Audited as `admin.vulnerability.create` or `.update` with the fields changed (never their values).
     */
    put: operations['adminRecordClientVulnerability'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/clients/{id}/vulnerability/withdraw-consent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record that the client withdrew their consent: ends the open vulnerability record
     * @description The ended record is kept for the firm’s retention period, then deleted. A client with no open record answers 422 `record`. Audited as `admin.vulnerability.withdraw_consent`.
     */
    post: operations['adminWithdrawVulnerabilityConsent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/firm/vulnerability-retention': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many months an ended vulnerability record is kept before it is deleted (admins) */
    get: operations['adminVulnerabilityRetention'];
    /**
     * Set how many months (1 to 120) an ended vulnerability record is kept (admins)
     * @description Applies to records already ended too: the next daily run deletes those past the new period. Audited as `admin.firm.vulnerability_retention` with the old and new values.
     */
    put: operations['adminSetVulnerabilityRetention'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/clients/{id}/watchers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who watches the client (emailed when they write), and whether you do */
    get: operations['adminClientWatchers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/clients/{id}/watchers/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Watch the client, or stop
     * @description A watcher is emailed, as the assignee is, when the client starts a thread or replies: the client’s name and a link, never the message. Audited `admin.client.watch`.
     */
    put: operations['adminWatchClient'];
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
    ErrorInput: {
      name: string;
      message: string;
      status: number;
      errors?: {
        [key: string]: string[];
      };
    };
    ActionItemInput: {
      /** @enum {string} */
      kind: 'sign' | 'acknowledge' | 'read' | 'terms' | 'review_checkin' | 'messages' | 'profile_pending';
      title: string;
      detail: string;
      count: number;
      /** Format: uuid */
      subject: string | null;
      /** Format: date */
      due: string | null;
    };
    ActionCentreInput: {
      items: components['schemas']['ActionItemInput'][];
    };
    ClientExportInput: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      status: 'building' | 'ready' | 'failed';
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      ready_at: string | null;
      /** Format: date-time */
      expires_at: string;
      size: number | null;
    };
    EmailPreferencesInput: {
      documents: boolean;
      messages: boolean;
      reviews: boolean;
    };
    ClientDocumentInput: {
      /** Format: uuid */
      uuid: string;
      title: string;
      /** @enum {string} */
      category:
        | 'valuation_statement'
        | 'annual_review_pack'
        | 'suitability_report'
        | 'contract_note'
        | 'tax_certificate'
        | 'letter'
        | 'other';
      version: number;
      /** @enum {string} */
      requires: 'none' | 'acknowledge' | 'sign';
      policy: {
        /** Format: uuid */
        uuid: string;
        reference: string;
        product_type: string;
      } | null;
      /** Format: date-time */
      published_at: string;
      filename: string;
      size: number;
      sha256: string;
      unread: boolean;
      /** @enum {string|null} */
      action: 'acknowledge' | 'sign' | null;
      /** Format: date-time */
      opened_at: string | null;
      /** Format: date-time */
      completed_at: string | null;
    };
    DocumentPageInput: {
      documents: components['schemas']['ClientDocumentInput'][];
      pagination: {
        totalCount: number;
        defaultPageSize: number;
        pageCount: number;
        currentPage: number;
      };
      counts: {
        unread: number;
        action: number;
      };
      years: number[];
    };
    CheckinAnswersInput: {
      wants_review: boolean;
      circumstances_changed: boolean;
      income_changed: boolean;
      health_changed: boolean;
      dependants_changed: boolean;
      objectives_changed: boolean;
      risk_changed: boolean;
      to_discuss: string;
    };
    AdviserInput: {
      /** Format: uuid */
      uuid: string;
      name: string;
      job_title: string | null;
      photo: string | null;
      phone: string | null;
      email: string;
      booking_url: string | null;
    };
    ClientReviewInput: {
      /** Format: uuid */
      uuid: string;
      /** Format: date */
      review_date: string;
      /** @enum {string} */
      status: 'upcoming' | 'checkin_open' | 'checkin_done' | 'delivered' | 'declined' | 'no_response';
      /** Format: date-time */
      checkin_opened_at: string | null;
      /** Format: date-time */
      checkin_submitted_at: string | null;
      checkin: components['schemas']['CheckinAnswersInput'] | null;
      pack: {
        /** Format: uuid */
        uuid: string;
        title: string;
        /** Format: date-time */
        completed_at: string | null;
      } | null;
    };
    ClientServiceInput: {
      adviser: components['schemas']['AdviserInput'] | null;
      /** Format: date */
      next_review_date: string | null;
      interval_months: number;
      review: components['schemas']['ClientReviewInput'] | null;
    };
    StaffMeInput: {
      /** Format: uuid */
      uuid: string;
      email: string;
      first_name: string;
      surname: string;
      /** @enum {string} */
      role: 'adviser' | 'admin';
      firm: {
        /** Format: uuid */
        uuid: string;
        name: string;
        logo: string | null;
      };
    };
    AdminAuditEventInput: {
      id: number;
      /** Format: date-time */
      created_at: string;
      action: string;
      actor: {
        /** Format: uuid */
        uuid: string;
        name: string;
        email: string;
        /** @enum {string} */
        role: 'client' | 'adviser' | 'admin';
      } | null;
      subject: string | null;
      ip: string | null;
      device_id: string | null;
      details: {
        [key: string]: unknown;
      } | null;
    };
    AdminAuditPageInput: {
      items: components['schemas']['AdminAuditEventInput'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminAuditActionsInput: {
      items: string[];
    };
    LoginResultInput: {
      jwt: string;
      terms_accepted: boolean;
    };
    MfaStatusInput: {
      mfa_configured: true | '2' | false;
      otp_code?: string;
      image_url?: string;
      device_trust_days?: number;
    };
    InviteInput: {
      email: string;
      first_name: string;
    };
    TermsInput: {
      text: string;
      version: number;
    };
    UserTermsInput: {
      text: string;
      version: number;
      terms_accepted: boolean;
    };
    ClientInput: {
      /** Format: uuid */
      uuid: string;
      title: string | null;
      first_name: string;
      surname: string;
      email: string;
      telephone: {
        home_number: string | null;
        work_number: string | null;
        mobile_number: string | null;
      };
      address: {
        line_1: string | null;
        line_2: string | null;
        line_3: string | null;
        town: string | null;
        county: string | null;
        postcode: string | null;
        country: string | null;
        country_id: number | null;
      };
      vip: boolean;
      pending_amendment: boolean;
    };
    PolicyInput: {
      /** Format: uuid */
      uuid: string;
      reference: string;
      product_type: string;
      provider: {
        /** Format: uuid */
        uuid: string;
        name: string;
      };
      /** Format: date */
      start_date: string;
      currency: string;
      _links: {
        self: {
          href: string;
        };
        'valuation-latest': {
          href: string;
        };
        'valuation-graph': {
          href: string;
        };
      };
    };
    PolicyListInput: {
      items: components['schemas']['PolicyInput'][];
    };
    PolicyDetailInput: {
      /** Format: uuid */
      uuid: string;
      reference: string;
      product_type: string;
      provider: {
        /** Format: uuid */
        uuid: string;
        name: string;
        website: string | null;
      };
      /** Format: date */
      start_date: string;
      currency: string;
      _links: {
        self: {
          href: string;
        };
        'valuation-latest': {
          href: string;
        };
        'valuation-graph': {
          href: string;
        };
      };
    };
    ValuationInput: {
      /** Format: uuid */
      uuid: string;
      policy_reference: string;
      value: number;
      currency: string;
      /** Format: date */
      valued_at: string;
      /** @enum {string} */
      source: 'feed' | 'statement' | 'manual';
    };
    ValuationGraphInput: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      date_range: 'three_months' | 'six_months' | 'one_year' | 'two_years';
      currency: string;
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      points: {
        /** Format: date */
        date: string;
        value: number;
      }[];
    };
    /** @description An exact amount, a decimal string with two places: "1234.50" */
    MoneyInput: string;
    /**
     * @description Who a charge paid: the adviser’s ongoing or initial fee, the platform, the product, or other (no stated kind)
     * @enum {string}
     */
    ChargeKindInput: 'adviser_ongoing' | 'adviser_initial' | 'platform' | 'product' | 'other';
    PolicyPerformanceInput: {
      /** Format: uuid */
      uuid: string;
      currency: string;
      /** @enum {string} */
      wrapper: 'isa' | 'lisa' | 'jisa' | 'sipp' | 'personal_pension' | 'bond' | 'gia' | 'other';
      period: {
        range:
          | ('three_months' | 'six_months' | 'one_year' | 'two_years' | 'tax_year' | 'since_start')
          | 'custom';
        /** Format: date */
        from: string;
        /** Format: date */
        to: string;
      };
      waterfall: {
        opening_value: components['schemas']['MoneyInput'];
        /** Format: date */
        opening_as_at: string | null;
        closing_value: components['schemas']['MoneyInput'];
        /** Format: date */
        closing_as_at: string | null;
        /** Format: date */
        closing_valued_on: string | null;
        brought_in: components['schemas']['MoneyInput'];
        paid_in: components['schemas']['MoneyInput'];
        taken_out: components['schemas']['MoneyInput'];
        charges: components['schemas']['MoneyInput'];
        growth: components['schemas']['MoneyInput'];
        growth_before_charges: components['schemas']['MoneyInput'];
        by_type: {
          [key: string]: components['schemas']['MoneyInput'];
        };
      } | null;
      returns: {
        /** @enum {string} */
        basis: 'cumulative' | 'annualised_and_cumulative';
        days: number;
        twr: {
          cumulative: number | null;
          annualised: number | null;
          reason: string | null;
          /** @enum {string|null} */
          method: 'chained' | 'modified_dietz' | 'mixed' | null;
        };
        mwr: {
          cumulative: number | null;
          annualised: number | null;
          reason: string | null;
        };
      } | null;
      reason: string | null;
      pending: {
        count: number;
        paid_in: components['schemas']['MoneyInput'];
        taken_out: components['schemas']['MoneyInput'];
        charges: components['schemas']['MoneyInput'];
      };
      provenance: {
        provider: string;
        /** @enum {string} */
        source: 'feed' | 'statement' | 'manual';
        /** Format: date */
        as_at: string;
      } | null;
      /** Format: date */
      closed_on: string | null;
    };
    PortfolioPerformanceInput: {
      period: {
        range:
          | ('three_months' | 'six_months' | 'one_year' | 'two_years' | 'tax_year' | 'since_start')
          | 'custom';
        /** Format: date */
        from: string;
        /** Format: date */
        to: string;
      };
      currencies: {
        currency: string;
        waterfall: {
          opening_value: components['schemas']['MoneyInput'];
          /** Format: date */
          opening_as_at: string | null;
          closing_value: components['schemas']['MoneyInput'];
          /** Format: date */
          closing_as_at: string | null;
          /** Format: date */
          closing_valued_on: string | null;
          brought_in: components['schemas']['MoneyInput'];
          paid_in: components['schemas']['MoneyInput'];
          taken_out: components['schemas']['MoneyInput'];
          charges: components['schemas']['MoneyInput'];
          growth: components['schemas']['MoneyInput'];
          growth_before_charges: components['schemas']['MoneyInput'];
          by_type: {
            [key: string]: components['schemas']['MoneyInput'];
          };
        };
        returns: {
          /** @enum {string} */
          basis: 'cumulative' | 'annualised_and_cumulative';
          days: number;
          twr: {
            cumulative: number | null;
            annualised: number | null;
            reason: string | null;
            /** @enum {string|null} */
            method: 'chained' | 'modified_dietz' | 'mixed' | null;
          };
          mwr: {
            cumulative: number | null;
            annualised: number | null;
            reason: string | null;
          };
        } | null;
        reason: string | null;
        pending: {
          count: number;
          paid_in: components['schemas']['MoneyInput'];
          taken_out: components['schemas']['MoneyInput'];
          charges: components['schemas']['MoneyInput'];
        };
        in_transit: components['schemas']['MoneyInput'];
        policies: {
          /** Format: uuid */
          uuid: string;
          reference: string;
          provider: string;
          /** @enum {string} */
          wrapper: 'isa' | 'lisa' | 'jisa' | 'sipp' | 'personal_pension' | 'bond' | 'gia' | 'other';
          closing_value: components['schemas']['MoneyInput'];
          /** Format: date */
          closing_as_at: string | null;
          growth: components['schemas']['MoneyInput'] | null;
          /** Format: date */
          growth_from: string | null;
          /** Format: date */
          growth_to: string | null;
          twr: number | null;
          provenance: {
            provider: string;
            /** @enum {string} */
            source: 'feed' | 'statement' | 'manual';
            /** Format: date */
            as_at: string;
          } | null;
          /** Format: date */
          closed_on: string | null;
        }[];
      }[];
    };
    PolicySeriesInput: {
      /** Format: uuid */
      uuid: string;
      currency: string;
      period: {
        range:
          | ('three_months' | 'six_months' | 'one_year' | 'two_years' | 'tax_year' | 'since_start')
          | 'custom';
        /** Format: date */
        from: string;
        /** Format: date */
        to: string;
      };
      points: {
        /** Format: date */
        date: string;
        value: number;
        net_paid_in: number;
      }[];
    };
    PortfolioSeriesInput: {
      period: {
        range:
          | ('three_months' | 'six_months' | 'one_year' | 'two_years' | 'tax_year' | 'since_start')
          | 'custom';
        /** Format: date */
        from: string;
        /** Format: date */
        to: string;
      };
      currencies: {
        currency: string;
        points: {
          /** Format: date */
          date: string;
          value: number;
          net_paid_in: number;
        }[];
      }[];
    };
    TransactionInput: {
      /** Format: uuid */
      uuid: string;
      /** Format: date */
      date: string;
      /** @enum {string} */
      type:
        | 'contribution'
        | 'tax_relief'
        | 'transfer_in'
        | 'withdrawal'
        | 'income'
        | 'transfer_out'
        | 'charge';
      amount: components['schemas']['MoneyInput'];
      currency: string;
      /** @enum {string} */
      source: 'feed' | 'statement' | 'manual';
      description: string;
      reference: string | null;
      charge_kind: components['schemas']['ChargeKindInput'] | null;
    };
    TransactionPageInput: {
      items: components['schemas']['TransactionInput'][];
      total: number;
      page: number;
      per_page: number;
    };
    AllocationInput: {
      currencies: {
        currency: string;
        total: components['schemas']['MoneyInput'];
        /** Format: date */
        as_at: string;
        by_provider: {
          key: string;
          name: string;
          value: components['schemas']['MoneyInput'];
          share: number;
        }[];
        by_wrapper: {
          key: string;
          name: string;
          value: components['schemas']['MoneyInput'];
          share: number;
        }[];
      }[];
    };
    AllowancesInput: {
      tax_year: string;
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      isa: {
        allowance: components['schemas']['MoneyInput'];
        used: components['schemas']['MoneyInput'];
        remaining: components['schemas']['MoneyInput'];
        policies: {
          /** Format: uuid */
          uuid: string;
          reference: string;
          provider: string;
          used: components['schemas']['MoneyInput'];
        }[];
      };
      pension: {
        allowance: components['schemas']['MoneyInput'];
        used: components['schemas']['MoneyInput'];
        remaining: components['schemas']['MoneyInput'];
        policies: {
          /** Format: uuid */
          uuid: string;
          reference: string;
          provider: string;
          used: components['schemas']['MoneyInput'];
        }[];
        contributions: components['schemas']['MoneyInput'];
        tax_relief: components['schemas']['MoneyInput'];
      };
      note: string;
    };
    CostsInput: {
      tax_year: string;
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      note: string;
      currencies: {
        currency: string;
        charges: components['schemas']['MoneyInput'];
        by_kind: {
          kind: components['schemas']['ChargeKindInput'];
          charges: components['schemas']['MoneyInput'];
        }[];
        average_value: components['schemas']['MoneyInput'];
        percent: number | null;
        reason: string | null;
        policies: {
          /** Format: uuid */
          uuid: string;
          reference: string;
          provider: string;
          charges: components['schemas']['MoneyInput'];
          average_value: components['schemas']['MoneyInput'];
          percent: number | null;
        }[];
      }[];
    };
    /** @description A CSV file (text/csv) */
    CsvTextInput: string;
    AdminClientRowInput: {
      /** Format: uuid */
      uuid: string;
      first_name: string;
      surname: string;
      email: string;
      /** @enum {string} */
      status: 'invited' | 'active' | 'inactive';
      vip: boolean;
      /** Format: date-time */
      created_at: string;
      value_under_advice: components['schemas']['MoneyInput'] | null;
      /** Format: date */
      next_review_date: string | null;
      adviser: {
        /** Format: uuid */
        uuid: string;
        name: string;
        covered_by: {
          /** Format: uuid */
          uuid: string;
          name: string;
        } | null;
      } | null;
      locked: boolean;
      vulnerable: boolean;
      waiting: (
        | 'checkin_answered'
        | 'signature'
        | 'review_overdue'
        | 'review_due'
        | 'needs_statement'
        | 'vulnerability_review'
      )[];
    };
    AdminClientListInput: {
      items: components['schemas']['AdminClientRowInput'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminClientInput: {
      /** Format: uuid */
      uuid: string;
      title: string | null;
      first_name: string;
      surname: string;
      email: string;
      telephone: {
        home_number: string | null;
        work_number: string | null;
        mobile_number: string | null;
      };
      address: {
        line_1: string | null;
        line_2: string | null;
        line_3: string | null;
        town: string | null;
        county: string | null;
        postcode: string | null;
        country: string | null;
        country_id: number | null;
      };
      vip: boolean;
      /** @enum {string} */
      status: 'invited' | 'active' | 'inactive';
      mfa_configured: boolean;
      locked: boolean;
      /** Format: date-time */
      last_sign_in: string | null;
      /** Format: date-time */
      invite_sent_at: string | null;
      policy_count: number;
      pending_amendment: boolean;
      /** Format: uuid */
      pending_amendment_id: string | null;
      /** Format: date-time */
      created_at: string;
    };
    AdminAmendmentInput: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      status: 'pending' | 'approved' | 'rejected';
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      decided_at: string | null;
      decided_by: string | null;
      client: {
        /** Format: uuid */
        uuid: string;
        first_name: string;
        surname: string;
        email: string;
      };
      changes: {
        field: string;
        label: string;
        current: (string | number) | null;
        requested: (string | number) | null;
      }[];
    };
    AdminAmendmentListInput: {
      items: components['schemas']['AdminAmendmentInput'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminCoverInput: {
      /** Format: uuid */
      uuid: string;
      adviser: {
        /** Format: uuid */
        uuid: string;
        name: string;
      };
      cover: {
        /** Format: uuid */
        uuid: string;
        name: string;
      };
      /** Format: date */
      starts_on: string;
      /** Format: date */
      ends_on: string;
      /** @enum {string} */
      status: 'current' | 'upcoming' | 'ended' | 'cancelled';
      /** Format: date-time */
      created_at: string;
      created_by: {
        /** Format: uuid */
        uuid: string;
        name: string;
      } | null;
      /** Format: date-time */
      cancelled_at: string | null;
    };
    AdminCoverListInput: {
      items: components['schemas']['AdminCoverInput'][];
    };
    AdminClientDocumentInput: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      series: string;
      version: number;
      title: string;
      /** @enum {string} */
      category:
        | 'valuation_statement'
        | 'annual_review_pack'
        | 'suitability_report'
        | 'contract_note'
        | 'tax_certificate'
        | 'letter'
        | 'other';
      /** @enum {string} */
      requires: 'none' | 'acknowledge' | 'sign';
      policy: {
        /** Format: uuid */
        uuid: string;
        reference: string;
      } | null;
      /** Format: uuid */
      review: string | null;
      filename: string;
      size: number;
      sha256: string;
      /** Format: date-time */
      published_at: string;
      published_by: string | null;
      /** @enum {string} */
      state: 'current' | 'superseded' | 'withdrawn';
      /** Format: date-time */
      first_opened_at: string | null;
      /** Format: date-time */
      completed_at: string | null;
    };
    AdminClientDocumentListInput: {
      items: components['schemas']['AdminClientDocumentInput'][];
    };
    DocumentEvidenceInput: {
      document: components['schemas']['AdminClientDocumentInput'];
      client: {
        /** Format: uuid */
        uuid: string;
        name: string;
        email: string;
      };
      /** Format: date-time */
      published_at: string;
      /** Format: date-time */
      notified_at: string | null;
      /** Format: date-time */
      first_opened_at: string | null;
      /** Format: date-time */
      downloaded_at: string | null;
      /** Format: date-time */
      acknowledged_at: string | null;
      /** Format: date-time */
      signed_at: string | null;
      certificate_available: boolean;
      events: {
        /** @enum {string} */
        kind:
          | 'published'
          | 'notified'
          | 'opened'
          | 'downloaded'
          | 'acknowledged'
          | 'signed'
          | 'withdrawn'
          | 'superseded'
          | 'staff_opened';
        /** Format: date-time */
        at: string;
        actor: string | null;
        ip: string | null;
        user_agent: string | null;
        sha256: string | null;
        signed_name: string | null;
      }[];
    };
    ReviewSegmentInput: {
      /** Format: uuid */
      uuid: string;
      name: string;
      interval_months: number;
      description: string;
      is_default: boolean;
      clients: number;
    };
    ReviewSegmentListInput: {
      items: components['schemas']['ReviewSegmentInput'][];
    };
    AccessLedgerInput: {
      quarter: string;
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      rows: {
        client: {
          /** Format: uuid */
          uuid: string;
          name: string;
          email: string;
        };
        valuation_days: number;
        /** Format: date */
        last_valuation_view: string | null;
        statements_opened: number;
        /** Format: date-time */
        last_statement_opened: string | null;
        needs_statement: boolean;
      }[];
      totals: {
        clients: number;
        accessed: number;
        needs_statement: number;
      };
    };
    AdminReviewInput: {
      /** Format: uuid */
      uuid: string;
      client: {
        /** Format: uuid */
        uuid: string;
        name: string;
      };
      adviser: {
        /** Format: uuid */
        uuid: string;
        name: string;
      } | null;
      /** Format: date */
      review_date: string;
      /** @enum {string} */
      status: 'upcoming' | 'checkin_open' | 'checkin_done' | 'delivered' | 'declined' | 'no_response';
      /** Format: date-time */
      checkin_submitted_at: string | null;
      checkin: components['schemas']['CheckinAnswersInput'] | null;
      pack: {
        /** Format: uuid */
        uuid: string;
        title: string;
        /** Format: date-time */
        completed_at: string | null;
      } | null;
      /** Format: date */
      meeting_held_on: string | null;
      /** Format: date-time */
      outcome_at: string | null;
      outcome_note: string | null;
    };
    ReviewReportInput: {
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      due: number;
      delivered: number;
      declined: number;
      no_response: number;
      open: number;
      reviews: components['schemas']['AdminReviewInput'][];
    };
    AdminClientServiceInput: {
      adviser: {
        /** Format: uuid */
        uuid: string;
        name: string;
      } | null;
      segment: {
        /** Format: uuid */
        uuid: string;
        name: string;
        interval_months: number;
      } | null;
      /** Format: date */
      next_review_date: string | null;
      current: components['schemas']['AdminReviewInput'] | null;
      history: components['schemas']['AdminReviewInput'][];
    };
    StaffProfileInput: {
      job_title: string | null;
      phone: string | null;
      booking_url: string | null;
      photo: string | null;
    };
    AdminDocumentInput: {
      /** Format: uuid */
      uuid: string;
      filename: string;
      content_type: string;
      size: number;
      /** Format: date-time */
      created_at: string;
      _links: {
        self: {
          href: string;
        };
      };
    };
    AdminReportSummaryInput: {
      /** Format: uuid */
      uuid: string;
      financial_year: string;
      title: string;
      /** @enum {string} */
      status: 'draft' | 'published';
      /** Format: date-time */
      published_at: string | null;
      panel_count: number;
      /** Format: date-time */
      created_at: string;
    };
    AdminReportListInput: {
      items: components['schemas']['AdminReportSummaryInput'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminPanelEntryInput: {
      provider: {
        /** Format: uuid */
        uuid: string;
        name: string;
      };
      position: number;
      rating: string;
      summary: string;
    };
    AdminProviderReportInput: {
      provider: {
        /** Format: uuid */
        uuid: string;
        name: string;
      };
      body: string;
      document: components['schemas']['AdminDocumentInput'] | null;
    };
    AdminReportInput: {
      /** Format: uuid */
      uuid: string;
      financial_year: string;
      title: string;
      /** @enum {string} */
      status: 'draft' | 'published';
      /** Format: date-time */
      published_at: string | null;
      panel_count: number;
      /** Format: date-time */
      created_at: string;
      summary: string;
      body: string;
      document: components['schemas']['AdminDocumentInput'] | null;
      panel: components['schemas']['AdminPanelEntryInput'][];
      provider_reports: components['schemas']['AdminProviderReportInput'][];
    };
    DueDiligenceReportInput: {
      /** Format: uuid */
      uuid: string;
      financial_year: string;
      title: string;
      summary: string;
      /** Format: date-time */
      published_at: string;
      _links: {
        self: {
          href: string;
        };
        panel: {
          href: string;
        };
        document?: {
          href: string;
        };
      };
    };
    DueDiligenceListInput: {
      items: components['schemas']['DueDiligenceReportInput'][];
    };
    DueDiligenceReportViewInput: {
      /** Format: uuid */
      uuid: string;
      financial_year: string;
      title: string;
      summary: string;
      /** Format: date-time */
      published_at: string;
      _links: {
        self: {
          href: string;
        };
        panel: {
          href: string;
        };
        document?: {
          href: string;
        };
      };
      body: string;
    };
    PanelEntryInput: {
      /** Format: uuid */
      uuid: string;
      position: number;
      rating: string;
      summary: string;
      _links: {
        provider: {
          href: string;
        };
        report: {
          href: string;
        };
      };
    };
    PanelInput: {
      /** Format: uuid */
      uuid: string;
      financial_year: string;
      items: components['schemas']['PanelEntryInput'][];
    };
    ProviderReportInput: {
      /** Format: uuid */
      uuid: string;
      financial_year: string;
      provider: {
        /** Format: uuid */
        uuid: string;
        name: string;
      };
      rating: string;
      body: string;
      _links?: {
        document?: {
          href: string;
        };
      };
    };
    ProviderInput: {
      /** Format: uuid */
      uuid: string;
      name: string;
      description: string;
      logo: string | null;
      website: string | null;
      _links: {
        self: {
          href: string;
        };
        policies: {
          href: string;
        };
      };
    };
    ProviderListInput: {
      items: components['schemas']['ProviderInput'][];
    };
    ProviderPoliciesInput: {
      policies: components['schemas']['PolicyInput'][];
    };
    FirmInput: {
      /** Format: uuid */
      uuid: string;
      name: string;
      logo: string | null;
      bio: string;
      fca_number: string;
      /** Format: date */
      fca_registered_date: string;
    };
    AdminFirmInput: {
      /** Format: uuid */
      uuid: string;
      name: string;
      logo: string | null;
      bio: string;
      fca_number: string;
      /** Format: date */
      fca_registered_date: string;
      support_email: string;
    };
    HealthInput: {
      /** @enum {string} */
      status: 'ok' | 'degraded';
      /** @enum {string} */
      database: 'pglite' | 'postgres';
      /** @enum {string} */
      limits: 'memory' | 'postgres' | 'redis';
      degraded?: ('redis' | 'database-pool')[];
    };
    LivenessInput: {
      /** @enum {string} */
      status: 'ok';
    };
    AdminInsightCategoryInput: {
      id: number;
      name: string;
      article_count: number;
    };
    AdminInsightCategoryListInput: {
      items: components['schemas']['AdminInsightCategoryInput'][];
    };
    AdminInsightAuthorInput: {
      id: number;
      name: string;
      role: string;
      article_count: number;
    };
    AdminInsightAuthorListInput: {
      items: components['schemas']['AdminInsightAuthorInput'][];
    };
    AdminInsightRowInput: {
      /** Format: uuid */
      uuid: string;
      title: string;
      /** @enum {string} */
      status: 'draft' | 'published';
      /** Format: date-time */
      published_at: string | null;
      /** Format: date-time */
      updated_at: string;
      author: {
        id: number;
        name: string;
      };
      categories: {
        id: number;
        name: string;
      }[];
    };
    AdminInsightPageInput: {
      items: components['schemas']['AdminInsightRowInput'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminInsightInput: {
      /** Format: uuid */
      uuid: string;
      title: string;
      /** @enum {string} */
      status: 'draft' | 'published';
      /** Format: date-time */
      published_at: string | null;
      /** Format: date-time */
      updated_at: string;
      author: {
        id: number;
        name: string;
      };
      categories: {
        id: number;
        name: string;
      }[];
      summary: string;
      body: string;
      image: string | null;
      /** Format: date-time */
      created_at: string;
    };
    AdminInsightPublishedInput: {
      insight: components['schemas']['AdminInsightInput'];
      notified: number;
    };
    InsightSummaryInput: {
      /** Format: uuid */
      uuid: string;
      title: string;
      summary: string;
      image: string | null;
      /** Format: date-time */
      published_at: string;
      author: {
        id: number;
        name: string;
      };
      categories: {
        id: number;
        name: string;
      }[];
      like_count: number;
      liked: boolean;
      _links: {
        self: {
          href: string;
        };
        like: {
          href: string;
        };
      };
    };
    InsightInput: {
      /** Format: uuid */
      uuid: string;
      title: string;
      summary: string;
      image: string | null;
      /** Format: date-time */
      published_at: string;
      author: {
        id: number;
        name: string;
      };
      categories: {
        id: number;
        name: string;
      }[];
      like_count: number;
      liked: boolean;
      _links: {
        self: {
          href: string;
        };
        like: {
          href: string;
        };
      };
      body: string;
    };
    InsightPageInput: {
      items: components['schemas']['InsightSummaryInput'][];
      _links: {
        next?: {
          href: string;
        };
      };
    };
    IdNameMapInput: {
      [key: string]: string;
    };
    InsightLikedInput: {
      like_count: number;
      /** @enum {boolean} */
      liked: true;
    };
    MessageInput: {
      /** Format: uuid */
      uuid: string;
      body: string;
      /** Format: date-time */
      created_at: string;
      /** @enum {string} */
      from: 'client' | 'firm';
      sender_name: string;
    };
    MessageThreadInput: {
      /** Format: uuid */
      uuid: string;
      subject: string;
      messages: components['schemas']['MessageInput'][];
    };
    MessageThreadSummaryInput: {
      /** Format: uuid */
      uuid: string;
      subject: string;
      /** Format: date-time */
      last_message_at: string;
      unread_count: number;
      last_message_preview: string;
    };
    MessageThreadListInput: {
      threads: components['schemas']['MessageThreadSummaryInput'][];
      unreadTotal: number;
    };
    AdminThreadSummaryInput: {
      /** Format: uuid */
      uuid: string;
      subject: string;
      client: {
        /** Format: uuid */
        uuid: string;
        name: string;
        email: string;
      };
      last_message_preview: string;
      /** Format: date-time */
      last_message_at: string;
      unread: boolean;
      assignee: {
        /** Format: uuid */
        uuid: string;
        name: string;
        email: string;
      } | null;
    };
    AdminThreadPageInput: {
      items: components['schemas']['AdminThreadSummaryInput'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminMessageInput: {
      /** Format: uuid */
      uuid: string;
      body: string;
      /** Format: date-time */
      created_at: string;
      /** @enum {string} */
      from: 'client' | 'firm';
      /** Format: uuid */
      sender_uuid: string;
      sender_name: string;
    };
    AdminThreadInput: {
      /** Format: uuid */
      uuid: string;
      subject: string;
      client: {
        /** Format: uuid */
        uuid: string;
        name: string;
        email: string;
      };
      assignee: {
        /** Format: uuid */
        uuid: string;
        name: string;
        email: string;
      } | null;
      /** Format: date-time */
      created_at: string;
      messages: components['schemas']['AdminMessageInput'][];
    };
    AdminAssignmentInput: {
      assignee: {
        /** Format: uuid */
        uuid: string;
        name: string;
        email: string;
      } | null;
    };
    AdminAssigneeInput: {
      /** Format: uuid */
      uuid: string;
      name: string;
      email: string;
      /** @enum {string} */
      role: 'adviser' | 'admin';
    };
    AdminAssigneeListInput: {
      items: components['schemas']['AdminAssigneeInput'][];
    };
    AdminUnreadCountInput: {
      unread: number;
    };
    AdminMessageEmailsInput: {
      email_me: boolean;
    };
    AdminNotificationSentInput: {
      sent: number;
    };
    AdminSentNotificationInput: {
      id: number;
      /** Format: date-time */
      sent_at: string;
      title: string;
      body: string;
      link: string | null;
      audience: {
        /** @enum {string} */
        type: 'client' | 'all';
        /** Format: uuid */
        client_id: string | null;
        client_name: string | null;
      };
      sent: number;
      sent_by: string | null;
    };
    AdminSentNotificationPageInput: {
      items: components['schemas']['AdminSentNotificationInput'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminNotificationRecipientInput: {
      /** Format: uuid */
      uuid: string;
      name: string;
      email: string;
    };
    AdminNotificationRecipientListInput: {
      items: components['schemas']['AdminNotificationRecipientInput'][];
    };
    NotificationInput: {
      /** Format: uuid */
      id: string;
      title: string;
      body: string;
      link: string | null;
      subject: {
        /** @enum {string} */
        kind: 'document' | 'message' | 'valuation' | 'insight' | 'review';
        /** Format: uuid */
        id: string;
      } | null;
      isRead: boolean;
      /** Format: date-time */
      created_at: string;
    };
    NotificationPageInput: {
      notifications: components['schemas']['NotificationInput'][];
      pagination: {
        totalCount: number;
        defaultPageSize: number;
        pageCount: number;
        currentPage: number;
        unreadCount: number;
      };
    };
    NotificationReadInput: {
      /** Format: uuid */
      id: string;
      /** @enum {boolean} */
      isRead: true;
    };
    PasskeyInput: {
      /** Format: uuid */
      id: string;
      name: string;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      last_used_at: string | null;
      /** @enum {string} */
      device_type: 'singleDevice' | 'multiDevice';
      backed_up: boolean;
    };
    PasskeyCreationOptionsInput: {
      rp: {
        name: string;
        id?: string;
      };
      user: {
        id: string;
        name: string;
        displayName: string;
      };
      challenge: string;
      pubKeyCredParams: {
        alg: number;
        type: string;
      }[];
      timeout?: number;
      excludeCredentials?: {
        id: string;
        type: string;
        transports?: string[];
      }[];
      authenticatorSelection?: {
        authenticatorAttachment?: string;
        residentKey?: string;
        requireResidentKey?: boolean;
        userVerification?: string;
      };
      attestation?: string;
      hints?: string[];
      extensions?: {
        credProps?: boolean;
      };
    };
    PasskeyRequestOptionsInput: {
      challenge: string;
      timeout?: number;
      rpId?: string;
      allowCredentials?: {
        id: string;
        type: string;
        transports?: string[];
      }[];
      userVerification?: string;
      hints?: string[];
    };
    AdminPolicyInput: {
      /** Format: uuid */
      uuid: string;
      reference: string;
      product_type: string;
      /** Format: date */
      start_date: string;
      currency: string;
      /** @enum {string} */
      wrapper: 'isa' | 'lisa' | 'jisa' | 'sipp' | 'personal_pension' | 'bond' | 'gia' | 'other';
      first_value_brought_in: boolean;
      client: {
        /** Format: uuid */
        uuid: string;
        name: string;
        email: string;
      };
      provider: {
        /** Format: uuid */
        uuid: string;
        name: string;
      };
      latest_valuation: {
        /** Format: date */
        date: string;
        value: number;
        currency: string;
      } | null;
    };
    AdminPolicyPageInput: {
      items: components['schemas']['AdminPolicyInput'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminPolicyDetailInput: {
      /** Format: uuid */
      uuid: string;
      reference: string;
      product_type: string;
      /** Format: date */
      start_date: string;
      currency: string;
      /** @enum {string} */
      wrapper: 'isa' | 'lisa' | 'jisa' | 'sipp' | 'personal_pension' | 'bond' | 'gia' | 'other';
      first_value_brought_in: boolean;
      client: {
        /** Format: uuid */
        uuid: string;
        name: string;
        email: string;
      };
      provider: {
        /** Format: uuid */
        uuid: string;
        name: string;
      };
      latest_valuation: {
        /** Format: date */
        date: string;
        value: number;
        currency: string;
      } | null;
      valuation_count: number;
      created_at: string;
    };
    AdminPolicyOptionsInput: {
      clients: {
        /** Format: uuid */
        uuid: string;
        name: string;
        email: string;
      }[];
      providers: {
        /** Format: uuid */
        uuid: string;
        name: string;
      }[];
    };
    AdminValuationInput: {
      /** Format: date */
      date: string;
      value: number;
      currency: string;
      /** @enum {string} */
      source: 'feed' | 'statement' | 'manual';
    };
    AdminValuationPageInput: {
      items: components['schemas']['AdminValuationInput'][];
      total: number;
      page: number;
      per_page: number;
    };
    ImportReportInput: {
      rows: number;
      inserted: number;
      updated: number;
      unchanged: number;
      applied: boolean;
      error_count: number;
      errors: {
        row: number;
        field: string;
        message: string;
      }[];
    };
    ImportPreviewInput: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      kind: 'valuations' | 'transactions';
      /** @enum {string} */
      status: 'pending' | 'confirmed' | 'cancelled' | 'expired';
      file_name: string | null;
      created_at: string;
      expires_at: string;
      confirmed_at: string | null;
      cancelled_at: string | null;
      rows: number;
      new: number;
      changed: number;
      unchanged: number;
      policies: {
        /** Format: uuid */
        uuid: string;
        reference: string;
        new: number;
        changed: number;
        unchanged: number;
        flagged: number;
      }[];
      flag_count: number;
      flags: {
        row: number;
        policy_reference: string;
        /** Format: date */
        date: string;
        /** @enum {string} */
        code: 'large_move' | 'before_start' | 'before_latest' | 'possible_duplicate';
        message: string;
      }[];
      possible_brought_in: {
        row: number;
        /** Format: uuid */
        policy_uuid: string;
        policy_reference: string;
        /** Format: date */
        date: string;
        value: components['schemas']['MoneyInput'];
        net_paid_in: components['schemas']['MoneyInput'];
        currency: string;
        message: string;
      }[];
    };
    WaitingPreviewInput: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      kind: 'valuations' | 'transactions';
      file_name: string | null;
      created_at: string;
      expires_at: string;
      created_by: {
        /** Format: uuid */
        uuid: string;
        name: string;
      } | null;
    };
    WaitingPreviewPageInput: {
      items: components['schemas']['WaitingPreviewInput'][];
      total: number;
      page: number;
      per_page: number;
    };
    ImportConfirmationInput: {
      preview: components['schemas']['ImportPreviewInput'];
      report: components['schemas']['ImportReportInput'];
      message: string | null;
    };
    ImportJobInput: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      kind: 'valuations' | 'transactions';
      /** @enum {string} */
      status: 'validating' | 'writing' | 'done' | 'failed';
      processed: number;
      total: number;
      file_name: string | null;
      started_at: string;
      report: components['schemas']['ImportReportInput'] | null;
      preview: components['schemas']['ImportPreviewInput'] | null;
      message: string | null;
    };
    AdminTransactionInput: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      policy_uuid: string;
      /** Format: date */
      date: string;
      /** @enum {string} */
      type:
        | 'contribution'
        | 'tax_relief'
        | 'transfer_in'
        | 'withdrawal'
        | 'income'
        | 'transfer_out'
        | 'charge';
      amount: components['schemas']['MoneyInput'];
      currency: string;
      /** @enum {string} */
      source: 'feed' | 'statement' | 'manual';
      description: string;
      reference: string | null;
      charge_kind: components['schemas']['ChargeKindInput'] | null;
      created_at: string;
      updated_at: string | null;
    };
    AdminTransactionPageInput: {
      items: components['schemas']['AdminTransactionInput'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminProviderInput: {
      /** Format: uuid */
      uuid: string;
      name: string;
      description: string;
      website: string | null;
      logo: string | null;
      policy_count: number;
      panel_count: number;
      /** Format: date-time */
      created_at: string;
    };
    AdminProviderListInput: {
      items: components['schemas']['AdminProviderInput'][];
      total: number;
      page: number;
      per_page: number;
    };
    ActiveSessionInput: {
      device: string;
      browser: string;
      /** Format: uuid */
      id: string;
      ip: string | null;
      /** Format: date-time */
      started_at: string;
      /** Format: date-time */
      last_seen_at: string;
      current: boolean;
      verified: boolean;
    };
    ActiveSessionListInput: {
      items: components['schemas']['ActiveSessionInput'][];
    };
    RevokedInput: {
      revoked: number;
    };
    TrustedDeviceInput: {
      device: string;
      browser: string;
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      trusted_at: string;
      /** Format: date-time */
      last_used_at: string | null;
      /** Format: date-time */
      trusted_until: string;
      current: boolean;
    };
    DeviceTrustChoiceInput: {
      remember: boolean;
    };
    DeviceTrustInput: {
      remembered: boolean;
      /** Format: date-time */
      trusted_until: string | null;
    };
    TrustedDeviceListInput: {
      items: components['schemas']['TrustedDeviceInput'][];
    };
    SignInEventInput: {
      device: string;
      browser: string;
      id: number;
      /** Format: date-time */
      at: string;
      /** @enum {string} */
      kind:
        | 'signed_in'
        | 'signed_in_trusted_device'
        | 'signed_in_passkey'
        | 'wrong_password'
        | 'wrong_code'
        | 'locked'
        | 'refused_locked'
        | 'unlocked'
        | 'signed_out'
        | 'password_changed'
        | 'password_reset'
        | 'authenticator_set_up'
        | 'authenticator_removed'
        | 'session_ended'
        | 'other_sessions_ended'
        | 'trusted_device_removed'
        | 'passkey_failed'
        | 'passkey_added'
        | 'passkey_removed'
        | 'document_acknowledged'
        | 'document_signed';
      ip: string | null;
    };
    SignInHistoryPageInput: {
      items: components['schemas']['SignInEventInput'][];
      page: number;
      page_size: number;
      total: number;
      page_count: number;
    };
    /** @enum {string} */
    ServiceReviewOutcomeInput:
      | 'delivered'
      | 'declined'
      | 'no_response'
      | 'open'
      | 'upcoming'
      | 'not_attempted';
    ServiceYearInput: {
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      current: boolean;
      fees: {
        ongoing: components['schemas']['MoneyInput'];
        average_value: components['schemas']['MoneyInput'] | null;
        percent: number | null;
      };
      review: {
        /** Format: date */
        date: string;
        outcome: components['schemas']['ServiceReviewOutcomeInput'];
        /** Format: date */
        meeting_held_on: string | null;
      };
      meetings: number;
      messages: {
        waiting: number;
        answered: number;
        median_response_hours: number | null;
      };
      documents: {
        published: number;
        to_complete: number;
        completed: number;
      };
      statements: {
        available: number;
        opened: number;
      };
    };
    ServiceLedgerInput: {
      segment: {
        name: string;
        interval_months: number;
      } | null;
      years: components['schemas']['ServiceYearInput'][];
    };
    ServiceReportInput: {
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      overall: {
        charged: number;
        delivered: number;
        declined: number;
        no_response: number;
        not_attempted: number;
        open: number;
        not_due: number;
        percent: {
          delivered: number | null;
          declined: number | null;
          no_response: number | null;
          not_attempted: number | null;
          open: number | null;
          not_due: number | null;
        };
        median_response_hours: number | null;
      };
      by_adviser: {
        name: string;
        charged: number;
        delivered: number;
        declined: number;
        no_response: number;
        not_attempted: number;
        open: number;
        not_due: number;
        percent: {
          delivered: number | null;
          declined: number | null;
          no_response: number | null;
          not_attempted: number | null;
          open: number | null;
          not_due: number | null;
        };
        median_response_hours: number | null;
      }[];
      by_segment: {
        name: string;
        charged: number;
        delivered: number;
        declined: number;
        no_response: number;
        not_attempted: number;
        open: number;
        not_due: number;
        percent: {
          delivered: number | null;
          declined: number | null;
          no_response: number | null;
          not_attempted: number | null;
          open: number | null;
          not_due: number | null;
        };
        median_response_hours: number | null;
      }[];
      vulnerability: {
        with_record: {
          charged: number;
          delivered: number;
          declined: number;
          no_response: number;
          not_attempted: number;
          open: number;
          not_due: number;
          percent: {
            delivered: number | null;
            declined: number | null;
            no_response: number | null;
            not_attempted: number | null;
            open: number | null;
            not_due: number | null;
          };
          median_response_hours: number | null;
        };
        without_record: {
          charged: number;
          delivered: number;
          declined: number;
          no_response: number;
          not_attempted: number;
          open: number;
          not_due: number;
          percent: {
            delivered: number | null;
            declined: number | null;
            no_response: number | null;
            not_attempted: number | null;
            open: number | null;
            not_due: number | null;
          };
          median_response_hours: number | null;
        };
      };
      exceptions: {
        client: {
          /** Format: uuid */
          uuid: string;
          name: string;
        };
        adviser: string | null;
        segment: string;
        ongoing_fees: components['schemas']['MoneyInput'];
        /** Format: date */
        last_delivered: string | null;
      }[];
    };
    AdminStaffMemberInput: {
      /** Format: uuid */
      uuid: string;
      email: string;
      first_name: string;
      surname: string;
      /** @enum {string} */
      role: 'adviser' | 'admin';
      /** @enum {string} */
      status: 'invited' | 'active' | 'inactive';
      mfa_configured: boolean;
      /** Format: date-time */
      last_sign_in: string | null;
      /** Format: date-time */
      created_at: string;
    };
    AdminStaffListInput: {
      items: components['schemas']['AdminStaffMemberInput'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminStaffInviteInput: {
      staff: components['schemas']['AdminStaffMemberInput'];
      invite_link: string;
    };
    AdminSupportRequestInput: {
      /** Format: uuid */
      uuid: string;
      name: string;
      email: string;
      reason: string;
      /** Format: uuid */
      client_uuid: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      resolved_at: string | null;
      resolved_by: string | null;
    };
    AdminSupportRequestListInput: {
      items: components['schemas']['AdminSupportRequestInput'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminSupportReasonInput: {
      id: number;
      label: string;
      position: number;
      active: boolean;
      /** @enum {string} */
      scope: 'shared' | 'firm';
    };
    AdminSupportReasonListInput: {
      items: components['schemas']['AdminSupportReasonInput'][];
    };
    AdminTermsVersionInput: {
      /** Format: uuid */
      uuid: string;
      version: number;
      published_at: string;
      excerpt: string;
      length: number;
      accepted_count: number;
    };
    AdminTermsListInput: {
      items: components['schemas']['AdminTermsVersionInput'][];
      active_clients: number;
      latest_text: string | null;
    };
    /** @enum {string} */
    VulnerabilityCharacteristicInput: 'health' | 'life_event' | 'resilience' | 'capability';
    /** @enum {string} */
    VulnerabilityNeedInput:
      | 'trusted_contact'
      | 'more_time'
      | 'large_print'
      | 'phone_not_email'
      | 'paper_statements'
      | 'plain_language'
      | 'other';
    VulnerabilityRecordInput: {
      /** Format: uuid */
      uuid: string;
      /** Format: date */
      consent_given_on: string;
      characteristics: components['schemas']['VulnerabilityCharacteristicInput'][];
      needs: components['schemas']['VulnerabilityNeedInput'][];
      notes: string;
      /** Format: date */
      review_on: string;
      /** Format: date-time */
      recorded_at: string;
      recorded_by: {
        /** Format: uuid */
        uuid: string;
        name: string;
      } | null;
      /** Format: date-time */
      updated_at: string;
      updated_by: {
        /** Format: uuid */
        uuid: string;
        name: string;
      } | null;
      /** Format: date */
      consent_withdrawn_on: string | null;
      /** Format: date-time */
      ended_at: string | null;
      ended_by: {
        /** Format: uuid */
        uuid: string;
        name: string;
      } | null;
      /** Format: date */
      delete_on: string | null;
    };
    ClientVulnerabilityInput: {
      current: components['schemas']['VulnerabilityRecordInput'] | null;
      ended: components['schemas']['VulnerabilityRecordInput'][];
      retention_months: number;
    };
    VulnerabilityRecordFieldsInput: {
      consent_given_on: string;
      characteristics: components['schemas']['VulnerabilityCharacteristicInput'][];
      /** @default [] */
      needs: components['schemas']['VulnerabilityNeedInput'][];
      /** @default  */
      notes: string;
      review_on: string;
    };
    VulnerabilityConsentWithdrawalInput: {
      withdrawn_on: string;
    };
    VulnerabilityRetentionInput: {
      months: number;
    };
    ClientWatchersInput: {
      watching: boolean;
      watchers: {
        /** Format: uuid */
        uuid: string;
        name: string;
      }[];
    };
    AdminWorkItemInput: {
      /** @enum {string} */
      kind:
        | 'unread_messages'
        | 'checkin_answered'
        | 'signature'
        | 'review_overdue'
        | 'review_due'
        | 'changes_pending'
        | 'needs_statement'
        | 'vulnerability_review'
        | 'imports_waiting';
      count: number;
      to: string;
    };
    AdminWorkInput: {
      /** @enum {string} */
      scope: 'me' | 'firm';
      items: components['schemas']['AdminWorkItemInput'][];
      covering: {
        /** Format: uuid */
        uuid: string;
        name: string;
      }[];
      statement_quarter: string;
    };
    Error: {
      name: string;
      message: string;
      status: number;
      errors?: {
        [key: string]: string[];
      };
    };
    ActionItem: {
      /** @enum {string} */
      kind: 'sign' | 'acknowledge' | 'read' | 'terms' | 'review_checkin' | 'messages' | 'profile_pending';
      title: string;
      detail: string;
      count: number;
      /** Format: uuid */
      subject: string | null;
      /** Format: date */
      due: string | null;
    };
    ActionCentre: {
      items: components['schemas']['ActionItem'][];
    };
    ClientExport: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      status: 'building' | 'ready' | 'failed';
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      ready_at: string | null;
      /** Format: date-time */
      expires_at: string;
      size: number | null;
    };
    EmailPreferences: {
      documents: boolean;
      messages: boolean;
      reviews: boolean;
    };
    ClientDocument: {
      /** Format: uuid */
      uuid: string;
      title: string;
      /** @enum {string} */
      category:
        | 'valuation_statement'
        | 'annual_review_pack'
        | 'suitability_report'
        | 'contract_note'
        | 'tax_certificate'
        | 'letter'
        | 'other';
      version: number;
      /** @enum {string} */
      requires: 'none' | 'acknowledge' | 'sign';
      policy: {
        /** Format: uuid */
        uuid: string;
        reference: string;
        product_type: string;
      } | null;
      /** Format: date-time */
      published_at: string;
      filename: string;
      size: number;
      sha256: string;
      unread: boolean;
      /** @enum {string|null} */
      action: 'acknowledge' | 'sign' | null;
      /** Format: date-time */
      opened_at: string | null;
      /** Format: date-time */
      completed_at: string | null;
    };
    DocumentPage: {
      documents: components['schemas']['ClientDocument'][];
      pagination: {
        totalCount: number;
        defaultPageSize: number;
        pageCount: number;
        currentPage: number;
      };
      counts: {
        unread: number;
        action: number;
      };
      years: number[];
    };
    CheckinAnswers: {
      wants_review: boolean;
      circumstances_changed: boolean;
      income_changed: boolean;
      health_changed: boolean;
      dependants_changed: boolean;
      objectives_changed: boolean;
      risk_changed: boolean;
      to_discuss: string;
    };
    Adviser: {
      /** Format: uuid */
      uuid: string;
      name: string;
      job_title: string | null;
      photo: string | null;
      phone: string | null;
      email: string;
      booking_url: string | null;
    };
    ClientReview: {
      /** Format: uuid */
      uuid: string;
      /** Format: date */
      review_date: string;
      /** @enum {string} */
      status: 'upcoming' | 'checkin_open' | 'checkin_done' | 'delivered' | 'declined' | 'no_response';
      /** Format: date-time */
      checkin_opened_at: string | null;
      /** Format: date-time */
      checkin_submitted_at: string | null;
      checkin: components['schemas']['CheckinAnswers'] | null;
      pack: {
        /** Format: uuid */
        uuid: string;
        title: string;
        /** Format: date-time */
        completed_at: string | null;
      } | null;
    };
    ClientService: {
      adviser: components['schemas']['Adviser'] | null;
      /** Format: date */
      next_review_date: string | null;
      interval_months: number;
      review: components['schemas']['ClientReview'] | null;
    };
    StaffMe: {
      /** Format: uuid */
      uuid: string;
      email: string;
      first_name: string;
      surname: string;
      /** @enum {string} */
      role: 'adviser' | 'admin';
      firm: {
        /** Format: uuid */
        uuid: string;
        name: string;
        logo: string | null;
      };
    };
    AdminAuditEvent: {
      id: number;
      /** Format: date-time */
      created_at: string;
      action: string;
      actor: {
        /** Format: uuid */
        uuid: string;
        name: string;
        email: string;
        /** @enum {string} */
        role: 'client' | 'adviser' | 'admin';
      } | null;
      subject: string | null;
      ip: string | null;
      device_id: string | null;
      details: {
        [key: string]: unknown;
      } | null;
    };
    AdminAuditPage: {
      items: components['schemas']['AdminAuditEvent'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminAuditActions: {
      items: string[];
    };
    LoginResult: {
      jwt: string;
      terms_accepted: boolean;
    };
    MfaStatus: {
      mfa_configured: true | '2' | false;
      otp_code?: string;
      image_url?: string;
      device_trust_days?: number;
    };
    Invite: {
      email: string;
      first_name: string;
    };
    Terms: {
      text: string;
      version: number;
    };
    UserTerms: {
      text: string;
      version: number;
      terms_accepted: boolean;
    };
    Client: {
      /** Format: uuid */
      uuid: string;
      title: string | null;
      first_name: string;
      surname: string;
      email: string;
      telephone: {
        home_number: string | null;
        work_number: string | null;
        mobile_number: string | null;
      };
      address: {
        line_1: string | null;
        line_2: string | null;
        line_3: string | null;
        town: string | null;
        county: string | null;
        postcode: string | null;
        country: string | null;
        country_id: number | null;
      };
      vip: boolean;
      pending_amendment: boolean;
    };
    Policy: {
      /** Format: uuid */
      uuid: string;
      reference: string;
      product_type: string;
      provider: {
        /** Format: uuid */
        uuid: string;
        name: string;
      };
      /** Format: date */
      start_date: string;
      currency: string;
      _links: {
        self: {
          href: string;
        };
        'valuation-latest': {
          href: string;
        };
        'valuation-graph': {
          href: string;
        };
      };
    };
    PolicyList: {
      items: components['schemas']['Policy'][];
    };
    PolicyDetail: {
      /** Format: uuid */
      uuid: string;
      reference: string;
      product_type: string;
      provider: {
        /** Format: uuid */
        uuid: string;
        name: string;
        website: string | null;
      };
      /** Format: date */
      start_date: string;
      currency: string;
      _links: {
        self: {
          href: string;
        };
        'valuation-latest': {
          href: string;
        };
        'valuation-graph': {
          href: string;
        };
      };
    };
    Valuation: {
      /** Format: uuid */
      uuid: string;
      policy_reference: string;
      value: number;
      currency: string;
      /** Format: date */
      valued_at: string;
      /** @enum {string} */
      source: 'feed' | 'statement' | 'manual';
    };
    ValuationGraph: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      date_range: 'three_months' | 'six_months' | 'one_year' | 'two_years';
      currency: string;
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      points: {
        /** Format: date */
        date: string;
        value: number;
      }[];
    };
    /** @description An exact amount, a decimal string with two places: "1234.50" */
    Money: string;
    /**
     * @description Who a charge paid: the adviser’s ongoing or initial fee, the platform, the product, or other (no stated kind)
     * @enum {string}
     */
    ChargeKind: 'adviser_ongoing' | 'adviser_initial' | 'platform' | 'product' | 'other';
    PolicyPerformance: {
      /** Format: uuid */
      uuid: string;
      currency: string;
      /** @enum {string} */
      wrapper: 'isa' | 'lisa' | 'jisa' | 'sipp' | 'personal_pension' | 'bond' | 'gia' | 'other';
      period: {
        range:
          | ('three_months' | 'six_months' | 'one_year' | 'two_years' | 'tax_year' | 'since_start')
          | 'custom';
        /** Format: date */
        from: string;
        /** Format: date */
        to: string;
      };
      waterfall: {
        opening_value: components['schemas']['Money'];
        /** Format: date */
        opening_as_at: string | null;
        closing_value: components['schemas']['Money'];
        /** Format: date */
        closing_as_at: string | null;
        /** Format: date */
        closing_valued_on: string | null;
        brought_in: components['schemas']['Money'];
        paid_in: components['schemas']['Money'];
        taken_out: components['schemas']['Money'];
        charges: components['schemas']['Money'];
        growth: components['schemas']['Money'];
        growth_before_charges: components['schemas']['Money'];
        by_type: {
          [key: string]: components['schemas']['Money'];
        };
      } | null;
      returns: {
        /** @enum {string} */
        basis: 'cumulative' | 'annualised_and_cumulative';
        days: number;
        twr: {
          cumulative: number | null;
          annualised: number | null;
          reason: string | null;
          /** @enum {string|null} */
          method: 'chained' | 'modified_dietz' | 'mixed' | null;
        };
        mwr: {
          cumulative: number | null;
          annualised: number | null;
          reason: string | null;
        };
      } | null;
      reason: string | null;
      pending: {
        count: number;
        paid_in: components['schemas']['Money'];
        taken_out: components['schemas']['Money'];
        charges: components['schemas']['Money'];
      };
      provenance: {
        provider: string;
        /** @enum {string} */
        source: 'feed' | 'statement' | 'manual';
        /** Format: date */
        as_at: string;
      } | null;
      /** Format: date */
      closed_on: string | null;
    };
    PortfolioPerformance: {
      period: {
        range:
          | ('three_months' | 'six_months' | 'one_year' | 'two_years' | 'tax_year' | 'since_start')
          | 'custom';
        /** Format: date */
        from: string;
        /** Format: date */
        to: string;
      };
      currencies: {
        currency: string;
        waterfall: {
          opening_value: components['schemas']['Money'];
          /** Format: date */
          opening_as_at: string | null;
          closing_value: components['schemas']['Money'];
          /** Format: date */
          closing_as_at: string | null;
          /** Format: date */
          closing_valued_on: string | null;
          brought_in: components['schemas']['Money'];
          paid_in: components['schemas']['Money'];
          taken_out: components['schemas']['Money'];
          charges: components['schemas']['Money'];
          growth: components['schemas']['Money'];
          growth_before_charges: components['schemas']['Money'];
          by_type: {
            [key: string]: components['schemas']['Money'];
          };
        };
        returns: {
          /** @enum {string} */
          basis: 'cumulative' | 'annualised_and_cumulative';
          days: number;
          twr: {
            cumulative: number | null;
            annualised: number | null;
            reason: string | null;
            /** @enum {string|null} */
            method: 'chained' | 'modified_dietz' | 'mixed' | null;
          };
          mwr: {
            cumulative: number | null;
            annualised: number | null;
            reason: string | null;
          };
        } | null;
        reason: string | null;
        pending: {
          count: number;
          paid_in: components['schemas']['Money'];
          taken_out: components['schemas']['Money'];
          charges: components['schemas']['Money'];
        };
        in_transit: components['schemas']['Money'];
        policies: {
          /** Format: uuid */
          uuid: string;
          reference: string;
          provider: string;
          /** @enum {string} */
          wrapper: 'isa' | 'lisa' | 'jisa' | 'sipp' | 'personal_pension' | 'bond' | 'gia' | 'other';
          closing_value: components['schemas']['Money'];
          /** Format: date */
          closing_as_at: string | null;
          growth: components['schemas']['Money'] | null;
          /** Format: date */
          growth_from: string | null;
          /** Format: date */
          growth_to: string | null;
          twr: number | null;
          provenance: {
            provider: string;
            /** @enum {string} */
            source: 'feed' | 'statement' | 'manual';
            /** Format: date */
            as_at: string;
          } | null;
          /** Format: date */
          closed_on: string | null;
        }[];
      }[];
    };
    PolicySeries: {
      /** Format: uuid */
      uuid: string;
      currency: string;
      period: {
        range:
          | ('three_months' | 'six_months' | 'one_year' | 'two_years' | 'tax_year' | 'since_start')
          | 'custom';
        /** Format: date */
        from: string;
        /** Format: date */
        to: string;
      };
      points: {
        /** Format: date */
        date: string;
        value: number;
        net_paid_in: number;
      }[];
    };
    PortfolioSeries: {
      period: {
        range:
          | ('three_months' | 'six_months' | 'one_year' | 'two_years' | 'tax_year' | 'since_start')
          | 'custom';
        /** Format: date */
        from: string;
        /** Format: date */
        to: string;
      };
      currencies: {
        currency: string;
        points: {
          /** Format: date */
          date: string;
          value: number;
          net_paid_in: number;
        }[];
      }[];
    };
    Transaction: {
      /** Format: uuid */
      uuid: string;
      /** Format: date */
      date: string;
      /** @enum {string} */
      type:
        | 'contribution'
        | 'tax_relief'
        | 'transfer_in'
        | 'withdrawal'
        | 'income'
        | 'transfer_out'
        | 'charge';
      amount: components['schemas']['Money'];
      currency: string;
      /** @enum {string} */
      source: 'feed' | 'statement' | 'manual';
      description: string;
      reference: string | null;
      charge_kind: components['schemas']['ChargeKind'] | null;
    };
    TransactionPage: {
      items: components['schemas']['Transaction'][];
      total: number;
      page: number;
      per_page: number;
    };
    Allocation: {
      currencies: {
        currency: string;
        total: components['schemas']['Money'];
        /** Format: date */
        as_at: string;
        by_provider: {
          key: string;
          name: string;
          value: components['schemas']['Money'];
          share: number;
        }[];
        by_wrapper: {
          key: string;
          name: string;
          value: components['schemas']['Money'];
          share: number;
        }[];
      }[];
    };
    Allowances: {
      tax_year: string;
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      isa: {
        allowance: components['schemas']['Money'];
        used: components['schemas']['Money'];
        remaining: components['schemas']['Money'];
        policies: {
          /** Format: uuid */
          uuid: string;
          reference: string;
          provider: string;
          used: components['schemas']['Money'];
        }[];
      };
      pension: {
        allowance: components['schemas']['Money'];
        used: components['schemas']['Money'];
        remaining: components['schemas']['Money'];
        policies: {
          /** Format: uuid */
          uuid: string;
          reference: string;
          provider: string;
          used: components['schemas']['Money'];
        }[];
        contributions: components['schemas']['Money'];
        tax_relief: components['schemas']['Money'];
      };
      note: string;
    };
    Costs: {
      tax_year: string;
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      note: string;
      currencies: {
        currency: string;
        charges: components['schemas']['Money'];
        by_kind: {
          kind: components['schemas']['ChargeKind'];
          charges: components['schemas']['Money'];
        }[];
        average_value: components['schemas']['Money'];
        percent: number | null;
        reason: string | null;
        policies: {
          /** Format: uuid */
          uuid: string;
          reference: string;
          provider: string;
          charges: components['schemas']['Money'];
          average_value: components['schemas']['Money'];
          percent: number | null;
        }[];
      }[];
    };
    /** @description A CSV file (text/csv) */
    CsvText: string;
    AdminClientRow: {
      /** Format: uuid */
      uuid: string;
      first_name: string;
      surname: string;
      email: string;
      /** @enum {string} */
      status: 'invited' | 'active' | 'inactive';
      vip: boolean;
      /** Format: date-time */
      created_at: string;
      value_under_advice: components['schemas']['Money'] | null;
      /** Format: date */
      next_review_date: string | null;
      adviser: {
        /** Format: uuid */
        uuid: string;
        name: string;
        covered_by: {
          /** Format: uuid */
          uuid: string;
          name: string;
        } | null;
      } | null;
      locked: boolean;
      vulnerable: boolean;
      waiting: (
        | 'checkin_answered'
        | 'signature'
        | 'review_overdue'
        | 'review_due'
        | 'needs_statement'
        | 'vulnerability_review'
      )[];
    };
    AdminClientList: {
      items: components['schemas']['AdminClientRow'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminClient: {
      /** Format: uuid */
      uuid: string;
      title: string | null;
      first_name: string;
      surname: string;
      email: string;
      telephone: {
        home_number: string | null;
        work_number: string | null;
        mobile_number: string | null;
      };
      address: {
        line_1: string | null;
        line_2: string | null;
        line_3: string | null;
        town: string | null;
        county: string | null;
        postcode: string | null;
        country: string | null;
        country_id: number | null;
      };
      vip: boolean;
      /** @enum {string} */
      status: 'invited' | 'active' | 'inactive';
      mfa_configured: boolean;
      locked: boolean;
      /** Format: date-time */
      last_sign_in: string | null;
      /** Format: date-time */
      invite_sent_at: string | null;
      policy_count: number;
      pending_amendment: boolean;
      /** Format: uuid */
      pending_amendment_id: string | null;
      /** Format: date-time */
      created_at: string;
    };
    AdminAmendment: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      status: 'pending' | 'approved' | 'rejected';
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      decided_at: string | null;
      decided_by: string | null;
      client: {
        /** Format: uuid */
        uuid: string;
        first_name: string;
        surname: string;
        email: string;
      };
      changes: {
        field: string;
        label: string;
        current: (string | number) | null;
        requested: (string | number) | null;
      }[];
    };
    AdminAmendmentList: {
      items: components['schemas']['AdminAmendment'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminCover: {
      /** Format: uuid */
      uuid: string;
      adviser: {
        /** Format: uuid */
        uuid: string;
        name: string;
      };
      cover: {
        /** Format: uuid */
        uuid: string;
        name: string;
      };
      /** Format: date */
      starts_on: string;
      /** Format: date */
      ends_on: string;
      /** @enum {string} */
      status: 'current' | 'upcoming' | 'ended' | 'cancelled';
      /** Format: date-time */
      created_at: string;
      created_by: {
        /** Format: uuid */
        uuid: string;
        name: string;
      } | null;
      /** Format: date-time */
      cancelled_at: string | null;
    };
    AdminCoverList: {
      items: components['schemas']['AdminCover'][];
    };
    AdminClientDocument: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      series: string;
      version: number;
      title: string;
      /** @enum {string} */
      category:
        | 'valuation_statement'
        | 'annual_review_pack'
        | 'suitability_report'
        | 'contract_note'
        | 'tax_certificate'
        | 'letter'
        | 'other';
      /** @enum {string} */
      requires: 'none' | 'acknowledge' | 'sign';
      policy: {
        /** Format: uuid */
        uuid: string;
        reference: string;
      } | null;
      /** Format: uuid */
      review: string | null;
      filename: string;
      size: number;
      sha256: string;
      /** Format: date-time */
      published_at: string;
      published_by: string | null;
      /** @enum {string} */
      state: 'current' | 'superseded' | 'withdrawn';
      /** Format: date-time */
      first_opened_at: string | null;
      /** Format: date-time */
      completed_at: string | null;
    };
    AdminClientDocumentList: {
      items: components['schemas']['AdminClientDocument'][];
    };
    DocumentEvidence: {
      document: components['schemas']['AdminClientDocument'];
      client: {
        /** Format: uuid */
        uuid: string;
        name: string;
        email: string;
      };
      /** Format: date-time */
      published_at: string;
      /** Format: date-time */
      notified_at: string | null;
      /** Format: date-time */
      first_opened_at: string | null;
      /** Format: date-time */
      downloaded_at: string | null;
      /** Format: date-time */
      acknowledged_at: string | null;
      /** Format: date-time */
      signed_at: string | null;
      certificate_available: boolean;
      events: {
        /** @enum {string} */
        kind:
          | 'published'
          | 'notified'
          | 'opened'
          | 'downloaded'
          | 'acknowledged'
          | 'signed'
          | 'withdrawn'
          | 'superseded'
          | 'staff_opened';
        /** Format: date-time */
        at: string;
        actor: string | null;
        ip: string | null;
        user_agent: string | null;
        sha256: string | null;
        signed_name: string | null;
      }[];
    };
    ReviewSegment: {
      /** Format: uuid */
      uuid: string;
      name: string;
      interval_months: number;
      description: string;
      is_default: boolean;
      clients: number;
    };
    ReviewSegmentList: {
      items: components['schemas']['ReviewSegment'][];
    };
    AccessLedger: {
      quarter: string;
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      rows: {
        client: {
          /** Format: uuid */
          uuid: string;
          name: string;
          email: string;
        };
        valuation_days: number;
        /** Format: date */
        last_valuation_view: string | null;
        statements_opened: number;
        /** Format: date-time */
        last_statement_opened: string | null;
        needs_statement: boolean;
      }[];
      totals: {
        clients: number;
        accessed: number;
        needs_statement: number;
      };
    };
    AdminReview: {
      /** Format: uuid */
      uuid: string;
      client: {
        /** Format: uuid */
        uuid: string;
        name: string;
      };
      adviser: {
        /** Format: uuid */
        uuid: string;
        name: string;
      } | null;
      /** Format: date */
      review_date: string;
      /** @enum {string} */
      status: 'upcoming' | 'checkin_open' | 'checkin_done' | 'delivered' | 'declined' | 'no_response';
      /** Format: date-time */
      checkin_submitted_at: string | null;
      checkin: components['schemas']['CheckinAnswers'] | null;
      pack: {
        /** Format: uuid */
        uuid: string;
        title: string;
        /** Format: date-time */
        completed_at: string | null;
      } | null;
      /** Format: date */
      meeting_held_on: string | null;
      /** Format: date-time */
      outcome_at: string | null;
      outcome_note: string | null;
    };
    ReviewReport: {
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      due: number;
      delivered: number;
      declined: number;
      no_response: number;
      open: number;
      reviews: components['schemas']['AdminReview'][];
    };
    AdminClientService: {
      adviser: {
        /** Format: uuid */
        uuid: string;
        name: string;
      } | null;
      segment: {
        /** Format: uuid */
        uuid: string;
        name: string;
        interval_months: number;
      } | null;
      /** Format: date */
      next_review_date: string | null;
      current: components['schemas']['AdminReview'] | null;
      history: components['schemas']['AdminReview'][];
    };
    StaffProfile: {
      job_title: string | null;
      phone: string | null;
      booking_url: string | null;
      photo: string | null;
    };
    AdminDocument: {
      /** Format: uuid */
      uuid: string;
      filename: string;
      content_type: string;
      size: number;
      /** Format: date-time */
      created_at: string;
      _links: {
        self: {
          href: string;
        };
      };
    };
    AdminReportSummary: {
      /** Format: uuid */
      uuid: string;
      financial_year: string;
      title: string;
      /** @enum {string} */
      status: 'draft' | 'published';
      /** Format: date-time */
      published_at: string | null;
      panel_count: number;
      /** Format: date-time */
      created_at: string;
    };
    AdminReportList: {
      items: components['schemas']['AdminReportSummary'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminPanelEntry: {
      provider: {
        /** Format: uuid */
        uuid: string;
        name: string;
      };
      position: number;
      rating: string;
      summary: string;
    };
    AdminProviderReport: {
      provider: {
        /** Format: uuid */
        uuid: string;
        name: string;
      };
      body: string;
      document: components['schemas']['AdminDocument'] | null;
    };
    AdminReport: {
      /** Format: uuid */
      uuid: string;
      financial_year: string;
      title: string;
      /** @enum {string} */
      status: 'draft' | 'published';
      /** Format: date-time */
      published_at: string | null;
      panel_count: number;
      /** Format: date-time */
      created_at: string;
      summary: string;
      body: string;
      document: components['schemas']['AdminDocument'] | null;
      panel: components['schemas']['AdminPanelEntry'][];
      provider_reports: components['schemas']['AdminProviderReport'][];
    };
    DueDiligenceReport: {
      /** Format: uuid */
      uuid: string;
      financial_year: string;
      title: string;
      summary: string;
      /** Format: date-time */
      published_at: string;
      _links: {
        self: {
          href: string;
        };
        panel: {
          href: string;
        };
        document?: {
          href: string;
        };
      };
    };
    DueDiligenceList: {
      items: components['schemas']['DueDiligenceReport'][];
    };
    DueDiligenceReportView: {
      /** Format: uuid */
      uuid: string;
      financial_year: string;
      title: string;
      summary: string;
      /** Format: date-time */
      published_at: string;
      _links: {
        self: {
          href: string;
        };
        panel: {
          href: string;
        };
        document?: {
          href: string;
        };
      };
      body: string;
    };
    PanelEntry: {
      /** Format: uuid */
      uuid: string;
      position: number;
      rating: string;
      summary: string;
      _links: {
        provider: {
          href: string;
        };
        report: {
          href: string;
        };
      };
    };
    Panel: {
      /** Format: uuid */
      uuid: string;
      financial_year: string;
      items: components['schemas']['PanelEntry'][];
    };
    ProviderReport: {
      /** Format: uuid */
      uuid: string;
      financial_year: string;
      provider: {
        /** Format: uuid */
        uuid: string;
        name: string;
      };
      rating: string;
      body: string;
      _links?: {
        document?: {
          href: string;
        };
      };
    };
    Provider: {
      /** Format: uuid */
      uuid: string;
      name: string;
      description: string;
      logo: string | null;
      website: string | null;
      _links: {
        self: {
          href: string;
        };
        policies: {
          href: string;
        };
      };
    };
    ProviderList: {
      items: components['schemas']['Provider'][];
    };
    ProviderPolicies: {
      policies: components['schemas']['Policy'][];
    };
    Firm: {
      /** Format: uuid */
      uuid: string;
      name: string;
      logo: string | null;
      bio: string;
      fca_number: string;
      /** Format: date */
      fca_registered_date: string;
    };
    AdminFirm: {
      /** Format: uuid */
      uuid: string;
      name: string;
      logo: string | null;
      bio: string;
      fca_number: string;
      /** Format: date */
      fca_registered_date: string;
      support_email: string;
    };
    Health: {
      /** @enum {string} */
      status: 'ok' | 'degraded';
      /** @enum {string} */
      database: 'pglite' | 'postgres';
      /** @enum {string} */
      limits: 'memory' | 'postgres' | 'redis';
      degraded?: ('redis' | 'database-pool')[];
    };
    Liveness: {
      /** @enum {string} */
      status: 'ok';
    };
    AdminInsightCategory: {
      id: number;
      name: string;
      article_count: number;
    };
    AdminInsightCategoryList: {
      items: components['schemas']['AdminInsightCategory'][];
    };
    AdminInsightAuthor: {
      id: number;
      name: string;
      role: string;
      article_count: number;
    };
    AdminInsightAuthorList: {
      items: components['schemas']['AdminInsightAuthor'][];
    };
    AdminInsightRow: {
      /** Format: uuid */
      uuid: string;
      title: string;
      /** @enum {string} */
      status: 'draft' | 'published';
      /** Format: date-time */
      published_at: string | null;
      /** Format: date-time */
      updated_at: string;
      author: {
        id: number;
        name: string;
      };
      categories: {
        id: number;
        name: string;
      }[];
    };
    AdminInsightPage: {
      items: components['schemas']['AdminInsightRow'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminInsight: {
      /** Format: uuid */
      uuid: string;
      title: string;
      /** @enum {string} */
      status: 'draft' | 'published';
      /** Format: date-time */
      published_at: string | null;
      /** Format: date-time */
      updated_at: string;
      author: {
        id: number;
        name: string;
      };
      categories: {
        id: number;
        name: string;
      }[];
      summary: string;
      body: string;
      image: string | null;
      /** Format: date-time */
      created_at: string;
    };
    AdminInsightPublished: {
      insight: components['schemas']['AdminInsight'];
      notified: number;
    };
    InsightSummary: {
      /** Format: uuid */
      uuid: string;
      title: string;
      summary: string;
      image: string | null;
      /** Format: date-time */
      published_at: string;
      author: {
        id: number;
        name: string;
      };
      categories: {
        id: number;
        name: string;
      }[];
      like_count: number;
      liked: boolean;
      _links: {
        self: {
          href: string;
        };
        like: {
          href: string;
        };
      };
    };
    Insight: {
      /** Format: uuid */
      uuid: string;
      title: string;
      summary: string;
      image: string | null;
      /** Format: date-time */
      published_at: string;
      author: {
        id: number;
        name: string;
      };
      categories: {
        id: number;
        name: string;
      }[];
      like_count: number;
      liked: boolean;
      _links: {
        self: {
          href: string;
        };
        like: {
          href: string;
        };
      };
      body: string;
    };
    InsightPage: {
      items: components['schemas']['InsightSummary'][];
      _links: {
        next?: {
          href: string;
        };
      };
    };
    IdNameMap: {
      [key: string]: string;
    };
    InsightLiked: {
      like_count: number;
      /** @enum {boolean} */
      liked: true;
    };
    Message: {
      /** Format: uuid */
      uuid: string;
      body: string;
      /** Format: date-time */
      created_at: string;
      /** @enum {string} */
      from: 'client' | 'firm';
      sender_name: string;
    };
    MessageThread: {
      /** Format: uuid */
      uuid: string;
      subject: string;
      messages: components['schemas']['Message'][];
    };
    MessageThreadSummary: {
      /** Format: uuid */
      uuid: string;
      subject: string;
      /** Format: date-time */
      last_message_at: string;
      unread_count: number;
      last_message_preview: string;
    };
    MessageThreadList: {
      threads: components['schemas']['MessageThreadSummary'][];
      unreadTotal: number;
    };
    AdminThreadSummary: {
      /** Format: uuid */
      uuid: string;
      subject: string;
      client: {
        /** Format: uuid */
        uuid: string;
        name: string;
        email: string;
      };
      last_message_preview: string;
      /** Format: date-time */
      last_message_at: string;
      unread: boolean;
      assignee: {
        /** Format: uuid */
        uuid: string;
        name: string;
        email: string;
      } | null;
    };
    AdminThreadPage: {
      items: components['schemas']['AdminThreadSummary'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminMessage: {
      /** Format: uuid */
      uuid: string;
      body: string;
      /** Format: date-time */
      created_at: string;
      /** @enum {string} */
      from: 'client' | 'firm';
      /** Format: uuid */
      sender_uuid: string;
      sender_name: string;
    };
    AdminThread: {
      /** Format: uuid */
      uuid: string;
      subject: string;
      client: {
        /** Format: uuid */
        uuid: string;
        name: string;
        email: string;
      };
      assignee: {
        /** Format: uuid */
        uuid: string;
        name: string;
        email: string;
      } | null;
      /** Format: date-time */
      created_at: string;
      messages: components['schemas']['AdminMessage'][];
    };
    AdminAssignment: {
      assignee: {
        /** Format: uuid */
        uuid: string;
        name: string;
        email: string;
      } | null;
    };
    AdminAssignee: {
      /** Format: uuid */
      uuid: string;
      name: string;
      email: string;
      /** @enum {string} */
      role: 'adviser' | 'admin';
    };
    AdminAssigneeList: {
      items: components['schemas']['AdminAssignee'][];
    };
    AdminUnreadCount: {
      unread: number;
    };
    AdminMessageEmails: {
      email_me: boolean;
    };
    AdminNotificationSent: {
      sent: number;
    };
    AdminSentNotification: {
      id: number;
      /** Format: date-time */
      sent_at: string;
      title: string;
      body: string;
      link: string | null;
      audience: {
        /** @enum {string} */
        type: 'client' | 'all';
        /** Format: uuid */
        client_id: string | null;
        client_name: string | null;
      };
      sent: number;
      sent_by: string | null;
    };
    AdminSentNotificationPage: {
      items: components['schemas']['AdminSentNotification'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminNotificationRecipient: {
      /** Format: uuid */
      uuid: string;
      name: string;
      email: string;
    };
    AdminNotificationRecipientList: {
      items: components['schemas']['AdminNotificationRecipient'][];
    };
    Notification: {
      /** Format: uuid */
      id: string;
      title: string;
      body: string;
      link: string | null;
      subject: {
        /** @enum {string} */
        kind: 'document' | 'message' | 'valuation' | 'insight' | 'review';
        /** Format: uuid */
        id: string;
      } | null;
      isRead: boolean;
      /** Format: date-time */
      created_at: string;
    };
    NotificationPage: {
      notifications: components['schemas']['Notification'][];
      pagination: {
        totalCount: number;
        defaultPageSize: number;
        pageCount: number;
        currentPage: number;
        unreadCount: number;
      };
    };
    NotificationRead: {
      /** Format: uuid */
      id: string;
      /** @enum {boolean} */
      isRead: true;
    };
    Passkey: {
      /** Format: uuid */
      id: string;
      name: string;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      last_used_at: string | null;
      /** @enum {string} */
      device_type: 'singleDevice' | 'multiDevice';
      backed_up: boolean;
    };
    PasskeyCreationOptions: {
      rp: {
        name: string;
        id?: string;
      };
      user: {
        id: string;
        name: string;
        displayName: string;
      };
      challenge: string;
      pubKeyCredParams: {
        alg: number;
        type: string;
      }[];
      timeout?: number;
      excludeCredentials?: {
        id: string;
        type: string;
        transports?: string[];
      }[];
      authenticatorSelection?: {
        authenticatorAttachment?: string;
        residentKey?: string;
        requireResidentKey?: boolean;
        userVerification?: string;
      };
      attestation?: string;
      hints?: string[];
      extensions?: {
        credProps?: boolean;
      };
    };
    PasskeyRequestOptions: {
      challenge: string;
      timeout?: number;
      rpId?: string;
      allowCredentials?: {
        id: string;
        type: string;
        transports?: string[];
      }[];
      userVerification?: string;
      hints?: string[];
    };
    AdminPolicy: {
      /** Format: uuid */
      uuid: string;
      reference: string;
      product_type: string;
      /** Format: date */
      start_date: string;
      currency: string;
      /** @enum {string} */
      wrapper: 'isa' | 'lisa' | 'jisa' | 'sipp' | 'personal_pension' | 'bond' | 'gia' | 'other';
      first_value_brought_in: boolean;
      client: {
        /** Format: uuid */
        uuid: string;
        name: string;
        email: string;
      };
      provider: {
        /** Format: uuid */
        uuid: string;
        name: string;
      };
      latest_valuation: {
        /** Format: date */
        date: string;
        value: number;
        currency: string;
      } | null;
    };
    AdminPolicyPage: {
      items: components['schemas']['AdminPolicy'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminPolicyDetail: {
      /** Format: uuid */
      uuid: string;
      reference: string;
      product_type: string;
      /** Format: date */
      start_date: string;
      currency: string;
      /** @enum {string} */
      wrapper: 'isa' | 'lisa' | 'jisa' | 'sipp' | 'personal_pension' | 'bond' | 'gia' | 'other';
      first_value_brought_in: boolean;
      client: {
        /** Format: uuid */
        uuid: string;
        name: string;
        email: string;
      };
      provider: {
        /** Format: uuid */
        uuid: string;
        name: string;
      };
      latest_valuation: {
        /** Format: date */
        date: string;
        value: number;
        currency: string;
      } | null;
      valuation_count: number;
      created_at: string;
    };
    AdminPolicyOptions: {
      clients: {
        /** Format: uuid */
        uuid: string;
        name: string;
        email: string;
      }[];
      providers: {
        /** Format: uuid */
        uuid: string;
        name: string;
      }[];
    };
    AdminValuation: {
      /** Format: date */
      date: string;
      value: number;
      currency: string;
      /** @enum {string} */
      source: 'feed' | 'statement' | 'manual';
    };
    AdminValuationPage: {
      items: components['schemas']['AdminValuation'][];
      total: number;
      page: number;
      per_page: number;
    };
    ImportReport: {
      rows: number;
      inserted: number;
      updated: number;
      unchanged: number;
      applied: boolean;
      error_count: number;
      errors: {
        row: number;
        field: string;
        message: string;
      }[];
    };
    ImportPreview: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      kind: 'valuations' | 'transactions';
      /** @enum {string} */
      status: 'pending' | 'confirmed' | 'cancelled' | 'expired';
      file_name: string | null;
      created_at: string;
      expires_at: string;
      confirmed_at: string | null;
      cancelled_at: string | null;
      rows: number;
      new: number;
      changed: number;
      unchanged: number;
      policies: {
        /** Format: uuid */
        uuid: string;
        reference: string;
        new: number;
        changed: number;
        unchanged: number;
        flagged: number;
      }[];
      flag_count: number;
      flags: {
        row: number;
        policy_reference: string;
        /** Format: date */
        date: string;
        /** @enum {string} */
        code: 'large_move' | 'before_start' | 'before_latest' | 'possible_duplicate';
        message: string;
      }[];
      possible_brought_in: {
        row: number;
        /** Format: uuid */
        policy_uuid: string;
        policy_reference: string;
        /** Format: date */
        date: string;
        value: components['schemas']['Money'];
        net_paid_in: components['schemas']['Money'];
        currency: string;
        message: string;
      }[];
    };
    WaitingPreview: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      kind: 'valuations' | 'transactions';
      file_name: string | null;
      created_at: string;
      expires_at: string;
      created_by: {
        /** Format: uuid */
        uuid: string;
        name: string;
      } | null;
    };
    WaitingPreviewPage: {
      items: components['schemas']['WaitingPreview'][];
      total: number;
      page: number;
      per_page: number;
    };
    ImportConfirmation: {
      preview: components['schemas']['ImportPreview'];
      report: components['schemas']['ImportReport'];
      message: string | null;
    };
    ImportJob: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      kind: 'valuations' | 'transactions';
      /** @enum {string} */
      status: 'validating' | 'writing' | 'done' | 'failed';
      processed: number;
      total: number;
      file_name: string | null;
      started_at: string;
      report: components['schemas']['ImportReport'] | null;
      preview: components['schemas']['ImportPreview'] | null;
      message: string | null;
    };
    AdminTransaction: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      policy_uuid: string;
      /** Format: date */
      date: string;
      /** @enum {string} */
      type:
        | 'contribution'
        | 'tax_relief'
        | 'transfer_in'
        | 'withdrawal'
        | 'income'
        | 'transfer_out'
        | 'charge';
      amount: components['schemas']['Money'];
      currency: string;
      /** @enum {string} */
      source: 'feed' | 'statement' | 'manual';
      description: string;
      reference: string | null;
      charge_kind: components['schemas']['ChargeKind'] | null;
      created_at: string;
      updated_at: string | null;
    };
    AdminTransactionPage: {
      items: components['schemas']['AdminTransaction'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminProvider: {
      /** Format: uuid */
      uuid: string;
      name: string;
      description: string;
      website: string | null;
      logo: string | null;
      policy_count: number;
      panel_count: number;
      /** Format: date-time */
      created_at: string;
    };
    AdminProviderList: {
      items: components['schemas']['AdminProvider'][];
      total: number;
      page: number;
      per_page: number;
    };
    ActiveSession: {
      device: string;
      browser: string;
      /** Format: uuid */
      id: string;
      ip: string | null;
      /** Format: date-time */
      started_at: string;
      /** Format: date-time */
      last_seen_at: string;
      current: boolean;
      verified: boolean;
    };
    ActiveSessionList: {
      items: components['schemas']['ActiveSession'][];
    };
    Revoked: {
      revoked: number;
    };
    TrustedDevice: {
      device: string;
      browser: string;
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      trusted_at: string;
      /** Format: date-time */
      last_used_at: string | null;
      /** Format: date-time */
      trusted_until: string;
      current: boolean;
    };
    DeviceTrustChoice: {
      remember: boolean;
    };
    DeviceTrust: {
      remembered: boolean;
      /** Format: date-time */
      trusted_until: string | null;
    };
    TrustedDeviceList: {
      items: components['schemas']['TrustedDevice'][];
    };
    SignInEvent: {
      device: string;
      browser: string;
      id: number;
      /** Format: date-time */
      at: string;
      /** @enum {string} */
      kind:
        | 'signed_in'
        | 'signed_in_trusted_device'
        | 'signed_in_passkey'
        | 'wrong_password'
        | 'wrong_code'
        | 'locked'
        | 'refused_locked'
        | 'unlocked'
        | 'signed_out'
        | 'password_changed'
        | 'password_reset'
        | 'authenticator_set_up'
        | 'authenticator_removed'
        | 'session_ended'
        | 'other_sessions_ended'
        | 'trusted_device_removed'
        | 'passkey_failed'
        | 'passkey_added'
        | 'passkey_removed'
        | 'document_acknowledged'
        | 'document_signed';
      ip: string | null;
    };
    SignInHistoryPage: {
      items: components['schemas']['SignInEvent'][];
      page: number;
      page_size: number;
      total: number;
      page_count: number;
    };
    /** @enum {string} */
    ServiceReviewOutcome: 'delivered' | 'declined' | 'no_response' | 'open' | 'upcoming' | 'not_attempted';
    ServiceYear: {
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      current: boolean;
      fees: {
        ongoing: components['schemas']['Money'];
        average_value: components['schemas']['Money'] | null;
        percent: number | null;
      };
      review: {
        /** Format: date */
        date: string;
        outcome: components['schemas']['ServiceReviewOutcome'];
        /** Format: date */
        meeting_held_on: string | null;
      };
      meetings: number;
      messages: {
        waiting: number;
        answered: number;
        median_response_hours: number | null;
      };
      documents: {
        published: number;
        to_complete: number;
        completed: number;
      };
      statements: {
        available: number;
        opened: number;
      };
    };
    ServiceLedger: {
      segment: {
        name: string;
        interval_months: number;
      } | null;
      years: components['schemas']['ServiceYear'][];
    };
    ServiceReport: {
      /** Format: date */
      from: string;
      /** Format: date */
      to: string;
      overall: {
        charged: number;
        delivered: number;
        declined: number;
        no_response: number;
        not_attempted: number;
        open: number;
        not_due: number;
        percent: {
          delivered: number | null;
          declined: number | null;
          no_response: number | null;
          not_attempted: number | null;
          open: number | null;
          not_due: number | null;
        };
        median_response_hours: number | null;
      };
      by_adviser: {
        name: string;
        charged: number;
        delivered: number;
        declined: number;
        no_response: number;
        not_attempted: number;
        open: number;
        not_due: number;
        percent: {
          delivered: number | null;
          declined: number | null;
          no_response: number | null;
          not_attempted: number | null;
          open: number | null;
          not_due: number | null;
        };
        median_response_hours: number | null;
      }[];
      by_segment: {
        name: string;
        charged: number;
        delivered: number;
        declined: number;
        no_response: number;
        not_attempted: number;
        open: number;
        not_due: number;
        percent: {
          delivered: number | null;
          declined: number | null;
          no_response: number | null;
          not_attempted: number | null;
          open: number | null;
          not_due: number | null;
        };
        median_response_hours: number | null;
      }[];
      vulnerability: {
        with_record: {
          charged: number;
          delivered: number;
          declined: number;
          no_response: number;
          not_attempted: number;
          open: number;
          not_due: number;
          percent: {
            delivered: number | null;
            declined: number | null;
            no_response: number | null;
            not_attempted: number | null;
            open: number | null;
            not_due: number | null;
          };
          median_response_hours: number | null;
        };
        without_record: {
          charged: number;
          delivered: number;
          declined: number;
          no_response: number;
          not_attempted: number;
          open: number;
          not_due: number;
          percent: {
            delivered: number | null;
            declined: number | null;
            no_response: number | null;
            not_attempted: number | null;
            open: number | null;
            not_due: number | null;
          };
          median_response_hours: number | null;
        };
      };
      exceptions: {
        client: {
          /** Format: uuid */
          uuid: string;
          name: string;
        };
        adviser: string | null;
        segment: string;
        ongoing_fees: components['schemas']['Money'];
        /** Format: date */
        last_delivered: string | null;
      }[];
    };
    AdminStaffMember: {
      /** Format: uuid */
      uuid: string;
      email: string;
      first_name: string;
      surname: string;
      /** @enum {string} */
      role: 'adviser' | 'admin';
      /** @enum {string} */
      status: 'invited' | 'active' | 'inactive';
      mfa_configured: boolean;
      /** Format: date-time */
      last_sign_in: string | null;
      /** Format: date-time */
      created_at: string;
    };
    AdminStaffList: {
      items: components['schemas']['AdminStaffMember'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminStaffInvite: {
      staff: components['schemas']['AdminStaffMember'];
      invite_link: string;
    };
    AdminSupportRequest: {
      /** Format: uuid */
      uuid: string;
      name: string;
      email: string;
      reason: string;
      /** Format: uuid */
      client_uuid: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      resolved_at: string | null;
      resolved_by: string | null;
    };
    AdminSupportRequestList: {
      items: components['schemas']['AdminSupportRequest'][];
      total: number;
      page: number;
      per_page: number;
    };
    AdminSupportReason: {
      id: number;
      label: string;
      position: number;
      active: boolean;
      /** @enum {string} */
      scope: 'shared' | 'firm';
    };
    AdminSupportReasonList: {
      items: components['schemas']['AdminSupportReason'][];
    };
    AdminTermsVersion: {
      /** Format: uuid */
      uuid: string;
      version: number;
      published_at: string;
      excerpt: string;
      length: number;
      accepted_count: number;
    };
    AdminTermsList: {
      items: components['schemas']['AdminTermsVersion'][];
      active_clients: number;
      latest_text: string | null;
    };
    /** @enum {string} */
    VulnerabilityCharacteristic: 'health' | 'life_event' | 'resilience' | 'capability';
    /** @enum {string} */
    VulnerabilityNeed:
      | 'trusted_contact'
      | 'more_time'
      | 'large_print'
      | 'phone_not_email'
      | 'paper_statements'
      | 'plain_language'
      | 'other';
    VulnerabilityRecord: {
      /** Format: uuid */
      uuid: string;
      /** Format: date */
      consent_given_on: string;
      characteristics: components['schemas']['VulnerabilityCharacteristic'][];
      needs: components['schemas']['VulnerabilityNeed'][];
      notes: string;
      /** Format: date */
      review_on: string;
      /** Format: date-time */
      recorded_at: string;
      recorded_by: {
        /** Format: uuid */
        uuid: string;
        name: string;
      } | null;
      /** Format: date-time */
      updated_at: string;
      updated_by: {
        /** Format: uuid */
        uuid: string;
        name: string;
      } | null;
      /** Format: date */
      consent_withdrawn_on: string | null;
      /** Format: date-time */
      ended_at: string | null;
      ended_by: {
        /** Format: uuid */
        uuid: string;
        name: string;
      } | null;
      /** Format: date */
      delete_on: string | null;
    };
    ClientVulnerability: {
      current: components['schemas']['VulnerabilityRecord'] | null;
      ended: components['schemas']['VulnerabilityRecord'][];
      retention_months: number;
    };
    VulnerabilityRecordFields: {
      /** Format: date */
      consent_given_on: string;
      characteristics: components['schemas']['VulnerabilityCharacteristic'][];
      /** @default [] */
      needs: components['schemas']['VulnerabilityNeed'][];
      /** @default  */
      notes: string;
      /** Format: date */
      review_on: string;
    };
    VulnerabilityConsentWithdrawal: {
      /** Format: date */
      withdrawn_on: string;
    };
    VulnerabilityRetention: {
      months: number;
    };
    ClientWatchers: {
      watching: boolean;
      watchers: {
        /** Format: uuid */
        uuid: string;
        name: string;
      }[];
    };
    AdminWorkItem: {
      /** @enum {string} */
      kind:
        | 'unread_messages'
        | 'checkin_answered'
        | 'signature'
        | 'review_overdue'
        | 'review_due'
        | 'changes_pending'
        | 'needs_statement'
        | 'vulnerability_review'
        | 'imports_waiting';
      count: number;
      to: string;
    };
    AdminWork: {
      /** @enum {string} */
      scope: 'me' | 'firm';
      items: components['schemas']['AdminWorkItem'][];
      covering: {
        /** Format: uuid */
        uuid: string;
        name: string;
      }[];
      statement_quarter: string;
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
  registerDevice: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          device_id: string;
          type: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            device_id: string;
          };
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoginForm: {
            username: string;
            password: string;
          };
        };
        'application/x-www-form-urlencoded': {
          LoginForm: {
            username: string;
            password: string;
          };
        };
        'multipart/form-data': {
          LoginForm: {
            username: string;
            password: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResult'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  mfaStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MfaStatus'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  verifyMfa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          OtpForm: {
            otp: string;
          };
          username?: string;
          unlock?: boolean | ('0' | '1' | 'true' | 'false');
        };
        'application/x-www-form-urlencoded': {
          OtpForm: {
            otp: string;
          };
          username?: string;
          unlock?: boolean | ('0' | '1' | 'true' | 'false');
        };
        'multipart/form-data': {
          OtpForm: {
            otp: string;
          };
          username?: string;
          unlock?: boolean | ('0' | '1' | 'true' | 'false');
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                jwt: string;
              }
            | Record<string, never>;
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setUpMfa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          OtpForm: {
            otp: string;
          };
        };
        'application/x-www-form-urlencoded': {
          OtpForm: {
            otp: string;
          };
        };
        'multipart/form-data': {
          OtpForm: {
            otp: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': Record<string, never>;
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteMfa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoginForm: {
            current_password: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  checkSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok';
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  inviteDetails: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Invite'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoginForm: {
            email: string;
          };
        };
        'application/x-www-form-urlencoded': {
          LoginForm: {
            email: string;
          };
        };
        'multipart/form-data': {
          LoginForm: {
            email: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoginForm: {
            password: string;
            repeat_password: string;
            code: string;
          };
        };
        'application/x-www-form-urlencoded': {
          LoginForm: {
            password: string;
            repeat_password: string;
            code: string;
          };
        };
        'multipart/form-data': {
          LoginForm: {
            password: string;
            repeat_password: string;
            code: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  changePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          LoginForm: {
            current_password: string;
            password: string;
            repeat_password: string;
          };
        };
        'application/x-www-form-urlencoded': {
          LoginForm: {
            current_password: string;
            password: string;
            repeat_password: string;
          };
        };
        'multipart/form-data': {
          LoginForm: {
            current_password: string;
            password: string;
            repeat_password: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  latestTerms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Terms'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  userTerms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserTerms'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  agreeTerms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            terms_accepted: true;
            version: number;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListTerms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminTermsList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminPublishTerms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          text: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminTermsVersion'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  supportReasons: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string[];
        };
      };
    };
  };
  contactSupport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          email: string;
          reason: string;
        };
        'application/x-www-form-urlencoded': {
          name: string;
          email: string;
          reason: string;
        };
        'multipart/form-data': {
          name: string;
          email: string;
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListSupportRequests: {
    parameters: {
      query?: {
        q?: string;
        sort?: 'created_at' | 'name' | 'email' | 'reason';
        order?: 'asc' | 'desc';
        page?: number;
        per_page?: number;
        status?: 'open' | 'resolved';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminSupportRequestList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminResolveSupportRequest: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminSupportRequest'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListSupportReasons: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminSupportReasonList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminAddSupportReason: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          label: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminSupportReason'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminUpdateSupportReason: {
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
        'application/json': {
          label?: string;
          position?: number;
          active?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminSupportReason'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  cacheSetting: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            enabled: boolean;
            max_age_seconds: number;
          };
        };
      };
    };
  };
  viewFirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Firm'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminViewFirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminFirm'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminUpdateFirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          bio?: string;
          fca_number?: string;
          /** Format: date */
          fca_registered_date?: string;
          support_email?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminFirm'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminSetFirmLogo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminFirm'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminRemoveFirmLogo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminFirm'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listDocuments: {
    parameters: {
      query?: {
        page?: number;
        category?:
          | 'valuation_statement'
          | 'annual_review_pack'
          | 'suitability_report'
          | 'contract_note'
          | 'tax_certificate'
          | 'letter'
          | 'other';
        year?: number;
        status?: 'unread' | 'action';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentPage'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  viewDocument: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientDocument'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  documentFile: {
    parameters: {
      query?: {
        download?: '0' | '1';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  acknowledgeDocument: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientDocument'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  signDocument: {
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
        'application/json': {
          full_name: string;
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientDocument'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  documentCertificate: {
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
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListClientDocuments: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminClientDocumentList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminUploadClientDocument: {
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
        'application/json': {
          /**
           * Format: binary
           * @description The PDF, at most 20 MB.
           */
          file: Blob;
          /** @enum {string} */
          category:
            | 'valuation_statement'
            | 'annual_review_pack'
            | 'suitability_report'
            | 'contract_note'
            | 'tax_certificate'
            | 'letter'
            | 'other';
          title: string;
          /**
           * @default none
           * @enum {string}
           */
          requires?: 'none' | 'acknowledge' | 'sign';
          /** Format: uuid */
          policy_id?: string;
          /** Format: uuid */
          replaces?: string;
          /** Format: uuid */
          review_id?: string;
        };
        'application/x-www-form-urlencoded': {
          /**
           * Format: binary
           * @description The PDF, at most 20 MB.
           */
          file: Blob;
          /** @enum {string} */
          category:
            | 'valuation_statement'
            | 'annual_review_pack'
            | 'suitability_report'
            | 'contract_note'
            | 'tax_certificate'
            | 'letter'
            | 'other';
          title: string;
          /**
           * @default none
           * @enum {string}
           */
          requires?: 'none' | 'acknowledge' | 'sign';
          /** Format: uuid */
          policy_id?: string;
          /** Format: uuid */
          replaces?: string;
          /** Format: uuid */
          review_id?: string;
        };
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The PDF, at most 20 MB.
           */
          file: Blob;
          /** @enum {string} */
          category:
            | 'valuation_statement'
            | 'annual_review_pack'
            | 'suitability_report'
            | 'contract_note'
            | 'tax_certificate'
            | 'letter'
            | 'other';
          title: string;
          /**
           * @default none
           * @enum {string}
           */
          requires?: 'none' | 'acknowledge' | 'sign';
          /** Format: uuid */
          policy_id?: string;
          /** Format: uuid */
          replaces?: string;
          /** Format: uuid */
          review_id?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminClientDocument'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminWithdrawDocument: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminClientDocument'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminClientDocumentFile: {
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
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminDocumentEvidence: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DocumentEvidence'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminDocumentCertificate: {
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
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminAccessLedger: {
    parameters: {
      query: {
        quarter: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessLedger'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminAccessLedgerCsv: {
    parameters: {
      query: {
        quarter: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['CsvText'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  viewClient: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Client'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  requestClientChange: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          changedFields: {
            title?: (string & string) | null;
            first_name?: string & string;
            surname?: string & string;
            telephone?: {
              home_number?: string | null;
              work_number?: string | null;
              mobile_number?: string | null;
            };
            address?: {
              line_1?: string;
              line_2?: string | null;
              line_3?: string | null;
              town?: string;
              county?: string | null;
              postcode?: (string & string) | null;
              country?: string;
              country_id?: number;
            };
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Client'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListClients: {
    parameters: {
      query?: {
        q?: string;
        sort?: 'name' | 'email' | 'created_at' | 'status' | 'value' | 'next_review' | 'adviser';
        order?: 'asc' | 'desc';
        page?: number;
        per_page?: number;
        status?: 'invited' | 'active' | 'inactive';
        adviser?: string;
        flag?: 'vip' | 'locked' | 'vulnerable' | 'waiting';
        waiting?:
          | 'checkin_answered'
          | 'signature'
          | 'review_overdue'
          | 'review_due'
          | 'needs_statement'
          | 'vulnerability_review';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminClientList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminCreateClient: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: (string & string) | null;
          first_name: string & string;
          surname: string & string;
          email: string;
          telephone?: {
            home_number?: string | null;
            work_number?: string | null;
            mobile_number?: string | null;
          };
          address?: {
            line_1?: string | null;
            line_2?: string | null;
            line_3?: string | null;
            town?: string | null;
            county?: string | null;
            postcode?: (string & string) | null;
            country?: string | null;
            country_id?: number | null;
          };
          vip?: boolean;
          send_invite?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminClient'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminGetClient: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminClient'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminUpdateClient: {
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
        'application/json': {
          title?: (string & string) | null;
          first_name?: string & string;
          surname?: string & string;
          email?: string;
          telephone?: {
            home_number?: string | null;
            work_number?: string | null;
            mobile_number?: string | null;
          };
          address?: {
            line_1?: string | null;
            line_2?: string | null;
            line_3?: string | null;
            town?: string | null;
            county?: string | null;
            postcode?: (string & string) | null;
            country?: string | null;
            country_id?: number | null;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminClient'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminInviteClient: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminClient'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminDeactivateClient: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminClient'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminReactivateClient: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminClient'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminSetClientVip: {
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
        'application/json': {
          vip: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminClient'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminResetClientMfa: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminClient'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminUnlockClient: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminClient'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListAmendments: {
    parameters: {
      query?: {
        q?: string;
        sort?: 'created_at' | 'name' | 'email';
        order?: 'asc' | 'desc';
        page?: number;
        per_page?: number;
        status?: 'pending' | 'approved' | 'rejected';
        adviser?: 'me';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminAmendmentList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminGetAmendment: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminAmendment'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminApproveAmendment: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminAmendment'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminRejectAmendment: {
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
        'application/json': {
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminAmendment'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffMe'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListStaff: {
    parameters: {
      query?: {
        q?: string;
        sort?: 'name' | 'email' | 'role' | 'created_at';
        order?: 'asc' | 'desc';
        page?: number;
        per_page?: number;
        status?: 'invited' | 'active' | 'inactive';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminStaffList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminCreateStaff: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email: string;
          first_name: string & string;
          surname: string & string;
          /** @enum {string} */
          role: 'adviser' | 'admin';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminStaffInvite'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminSetStaffRole: {
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
        'application/json': {
          /** @enum {string} */
          role: 'adviser' | 'admin';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminStaffMember'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminDeactivateStaff: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminStaffMember'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminReactivateStaff: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminStaffMember'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminInviteStaff: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminStaffInvite'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listPolicies: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PolicyList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  viewPolicy: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PolicyDetail'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  latestValuation: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Valuation'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  valuationGraph: {
    parameters: {
      query?: {
        date_range?: 'three_months' | 'six_months' | 'one_year' | 'two_years';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValuationGraph'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  providerPolicies: {
    parameters: {
      query: {
        uuid: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProviderPolicies'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listAdminPolicies: {
    parameters: {
      query?: {
        q?: string;
        sort?: 'reference' | 'client' | 'provider' | 'start_date' | 'latest_value';
        order?: 'asc' | 'desc';
        page?: number;
        per_page?: number;
        client?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPolicyPage'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createAdminPolicy: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          client_id: string;
          /** Format: uuid */
          provider_id: string;
          reference: string;
          product_type: string;
          /** Format: date */
          start_date: string;
          /** @default GBP */
          currency?: string;
          /**
           * @default other
           * @enum {string}
           */
          wrapper?: 'isa' | 'lisa' | 'jisa' | 'sipp' | 'personal_pension' | 'bond' | 'gia' | 'other';
          /** @default false */
          first_value_brought_in?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPolicyDetail'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminPolicyOptions: {
    parameters: {
      query?: {
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPolicyOptions'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAdminPolicy: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPolicyDetail'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateAdminPolicy: {
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
        'application/json': {
          /** Format: uuid */
          client_id?: string;
          /** Format: uuid */
          provider_id?: string;
          reference?: string;
          product_type?: string;
          /** Format: date */
          start_date?: string;
          currency?: string;
          /** @enum {string} */
          wrapper?: 'isa' | 'lisa' | 'jisa' | 'sipp' | 'personal_pension' | 'bond' | 'gia' | 'other';
          first_value_brought_in?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPolicyDetail'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listAdminValuations: {
    parameters: {
      query?: {
        q?: string;
        sort?: 'date' | 'value';
        order?: 'asc' | 'desc';
        page?: number;
        per_page?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminValuationPage'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  startValuationImport: {
    parameters: {
      query?: {
        file_name?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportJob'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getValuationImport: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportJob'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listWaitingImportPreviews: {
    parameters: {
      query?: {
        q?: string;
        sort?: 'created_at';
        order?: 'asc' | 'desc';
        page?: number;
        per_page?: number;
        created_by?: 'me';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WaitingPreviewPage'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getImportPreview: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportPreview'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  confirmImportPreview: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportConfirmation'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  cancelImportPreview: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportPreview'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listAdminTransactions: {
    parameters: {
      query?: {
        q?: string;
        sort?: 'date' | 'amount';
        order?: 'asc' | 'desc';
        page?: number;
        per_page?: number;
        type?:
          | 'contribution'
          | 'tax_relief'
          | 'transfer_in'
          | 'withdrawal'
          | 'income'
          | 'transfer_out'
          | 'charge';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminTransactionPage'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createAdminTransaction: {
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
        'application/json': {
          /** Format: date */
          date: string;
          /** @enum {string} */
          type:
            | 'contribution'
            | 'tax_relief'
            | 'transfer_in'
            | 'withdrawal'
            | 'income'
            | 'transfer_out'
            | 'charge';
          amount: string | number;
          /** @default  */
          description?: string;
          reference?: string | null;
          charge_kind?: components['schemas']['ChargeKindInput'] | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminTransaction'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteAdminTransaction: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminTransaction'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateAdminTransaction: {
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
        'application/json': {
          /** Format: date */
          date?: string;
          /** @enum {string} */
          type?:
            | 'contribution'
            | 'tax_relief'
            | 'transfer_in'
            | 'withdrawal'
            | 'income'
            | 'transfer_out'
            | 'charge';
          amount?: string | number;
          description?: string;
          reference?: string | null;
          charge_kind?: components['schemas']['ChargeKindInput'] | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminTransaction'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  startTransactionImport: {
    parameters: {
      query?: {
        file_name?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportJob'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getTransactionImport: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportJob'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  portfolioPerformance: {
    parameters: {
      query?: {
        range?: 'three_months' | 'six_months' | 'one_year' | 'two_years' | 'tax_year' | 'since_start';
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PortfolioPerformance'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  portfolioSeries: {
    parameters: {
      query?: {
        range?: 'three_months' | 'six_months' | 'one_year' | 'two_years' | 'tax_year' | 'since_start';
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PortfolioSeries'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  portfolioAllocation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Allocation'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  portfolioAllowances: {
    parameters: {
      query?: {
        tax_year?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Allowances'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  portfolioCosts: {
    parameters: {
      query?: {
        tax_year?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Costs'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  portfolioStatement: {
    parameters: {
      query: {
        from: string;
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['CsvText'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  policyPerformance: {
    parameters: {
      query?: {
        range?: 'three_months' | 'six_months' | 'one_year' | 'two_years' | 'tax_year' | 'since_start';
        from?: string;
        to?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PolicyPerformance'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  policySeries: {
    parameters: {
      query?: {
        range?: 'three_months' | 'six_months' | 'one_year' | 'two_years' | 'tax_year' | 'since_start';
        from?: string;
        to?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PolicySeries'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  policyTransactions: {
    parameters: {
      query?: {
        type?:
          | 'contribution'
          | 'tax_relief'
          | 'transfer_in'
          | 'withdrawal'
          | 'income'
          | 'transfer_out'
          | 'charge';
        from?: string;
        to?: string;
        page?: number;
        per_page?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TransactionPage'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  policyTransactionsCsv: {
    parameters: {
      query?: {
        type?:
          | 'contribution'
          | 'tax_relief'
          | 'transfer_in'
          | 'withdrawal'
          | 'income'
          | 'transfer_out'
          | 'charge';
        from?: string;
        to?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['CsvText'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminPolicyPerformance: {
    parameters: {
      query?: {
        range?: 'three_months' | 'six_months' | 'one_year' | 'two_years' | 'tax_year' | 'since_start';
        from?: string;
        to?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PolicyPerformance'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  searchInsights: {
    parameters: {
      query?: {
        'InsightSearch[categories]'?: string[];
        'InsightSearch[writer]'?: string;
        page?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InsightPage'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  insightCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IdNameMap'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  insightAuthors: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IdNameMap'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  readInsight: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Insight'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  likeInsight: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InsightLiked'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListInsightCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminInsightCategoryList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminCreateInsightCategory: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminInsightCategory'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminDeleteInsightCategory: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminRenameInsightCategory: {
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
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminInsightCategory'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListInsightAuthors: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminInsightAuthorList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminCreateInsightAuthor: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @default  */
          role?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminInsightAuthor'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminDeleteInsightAuthor: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminUpdateInsightAuthor: {
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
        'application/json': {
          name?: string;
          role?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminInsightAuthor'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListInsights: {
    parameters: {
      query?: {
        q?: string;
        sort?: 'title' | 'published_at' | 'updated_at' | 'status';
        order?: 'asc' | 'desc';
        page?: number;
        per_page?: number;
        status?: 'draft' | 'published';
        category?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminInsightPage'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminCreateInsight: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          summary: string;
          body: string;
          image?: string | null;
          author_id: number;
          /** @default [] */
          category_ids?: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminInsight'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminReadInsight: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminInsight'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminDeleteInsight: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminUpdateInsight: {
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
        'application/json': {
          title?: string;
          summary?: string;
          body?: string;
          image?: string | null;
          author_id?: number;
          category_ids?: number[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminInsight'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminPublishInsight: {
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
        'application/json': {
          /** @default false */
          notify?: boolean;
        } | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminInsightPublished'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminUnpublishInsight: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminInsight'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listNotifications: {
    parameters: {
      query?: {
        page?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationPage'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  markNotificationRead: {
    parameters: {
      query: {
        uuid: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationRead'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListSentNotifications: {
    parameters: {
      query?: {
        q?: string;
        sort?: 'sent_at';
        order?: 'asc' | 'desc';
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminSentNotificationPage'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminSendNotification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          body: string;
          link?: string | null;
          audience:
            | {
                /** @enum {string} */
                type: 'client';
                /** Format: uuid */
                client_id: string;
              }
            | {
                /** @enum {string} */
                type: 'all';
              };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminNotificationSent'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminNotificationRecipients: {
    parameters: {
      query?: {
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminNotificationRecipientList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listThreads: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageThreadList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  startThread: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          subject: string;
          body: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageThread'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  readThread: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageThread'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  replyToThread: {
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
        'application/json': {
          body: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Message'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListThreads: {
    parameters: {
      query?: {
        q?: string;
        sort?: 'last_message_at' | 'subject' | 'client';
        order?: 'asc' | 'desc';
        page?: number;
        per_page?: number;
        assigned?: 'me' | 'unassigned' | 'all';
        unread?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminThreadPage'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminUnreadThreadCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminUnreadCount'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminGetMessageEmails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminMessageEmails'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminSetMessageEmails: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminMessageEmailsInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminMessageEmails'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminThreadAssignees: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminAssigneeList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminReadThread: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminThread'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminReplyToThread: {
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
        'application/json': {
          body: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminMessage'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminAssignThread: {
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
        'application/json': {
          /** Format: uuid */
          staff_id: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminAssignment'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listProviders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProviderList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  provider: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Provider'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  viewProvider: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Provider'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListProviders: {
    parameters: {
      query?: {
        q?: string;
        sort?: 'name' | 'created_at';
        order?: 'asc' | 'desc';
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminProviderList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminCreateProvider: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @default  */
          description?: string;
          website?: string | null;
          logo?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminProvider'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminGetProvider: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminProvider'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminDeleteProvider: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminUpdateProvider: {
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
        'application/json': {
          name?: string;
          description?: string;
          website?: string | null;
          logo?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminProvider'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listReports: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DueDiligenceList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  viewReport: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DueDiligenceReportView'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  reportPanel: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Panel'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  providerReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        providerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProviderReport'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  downloadDocument: {
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
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListReports: {
    parameters: {
      query?: {
        q?: string;
        sort?: 'financial_year' | 'title';
        order?: 'asc' | 'desc';
        page?: number;
        per_page?: number;
        status?: 'draft' | 'published';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReportList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminCreateReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          financial_year: string;
          title: string;
          /** @default  */
          summary?: string;
          /** @default  */
          body?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReport'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminGetReport: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReport'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminUpdateReport: {
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
        'application/json': {
          financial_year?: string;
          title?: string;
          summary?: string;
          body?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReport'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminPublishReport: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReport'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminUnpublishReport: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReport'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminReplacePanel: {
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
        'application/json': {
          entries: {
            /** Format: uuid */
            provider_id: string;
            rating: string;
            /** @default  */
            summary?: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReport'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminSaveProviderReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        providerId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          body: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReport'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminDeleteProviderReport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        providerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReport'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminAttachReportDocument: {
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
        'application/json': {
          /**
           * Format: binary
           * @description The PDF, at most 10 MB.
           */
          file: Blob;
          filename?: string;
        };
        'application/x-www-form-urlencoded': {
          /**
           * Format: binary
           * @description The PDF, at most 10 MB.
           */
          file: Blob;
          filename?: string;
        };
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The PDF, at most 10 MB.
           */
          file: Blob;
          filename?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReport'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminRemoveReportDocument: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReport'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminAttachProviderReportDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        providerId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: binary
           * @description The PDF, at most 10 MB.
           */
          file: Blob;
          filename?: string;
        };
        'application/x-www-form-urlencoded': {
          /**
           * Format: binary
           * @description The PDF, at most 10 MB.
           */
          file: Blob;
          filename?: string;
        };
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The PDF, at most 10 MB.
           */
          file: Blob;
          filename?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReport'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminRemoveProviderReportDocument: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        providerId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReport'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminDownloadDocument: {
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
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListAudit: {
    parameters: {
      query?: {
        q?: string;
        sort?: 'created_at';
        order?: 'asc' | 'desc';
        page?: number;
        per_page?: number;
        action?: string;
        actor?: string;
        subject?: string;
        from?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminAuditPage'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminAuditActions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminAuditActions'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  viewService: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientService'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  submitCheckin: {
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
        'application/json': {
          wants_review: boolean;
          circumstances_changed: boolean;
          income_changed: boolean;
          health_changed: boolean;
          dependants_changed: boolean;
          objectives_changed: boolean;
          risk_changed: boolean;
          /** @default  */
          to_discuss?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientReview'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminReviewReport: {
    parameters: {
      query: {
        from: string;
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewReport'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminClientService: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminClientService'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminUpdateClientService: {
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
        'application/json': {
          /** Format: uuid */
          adviser_id: string | null;
          /** Format: date */
          next_review_date: string | null;
          /** Format: uuid */
          segment_id?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminClientService'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminRecordReviewOutcome: {
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
        'application/json': {
          /** @enum {string} */
          outcome: 'delivered' | 'declined';
          /** Format: date */
          meeting_held_on?: string;
          /** @default  */
          note?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReview'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminViewStaffProfile: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffProfile'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminUpdateStaffProfile: {
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
        'application/json': components['schemas']['StaffProfileInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffProfile'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListSegments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewSegmentList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminCreateSegment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          interval_months: number;
          /** @default  */
          description?: string;
          /** @default false */
          is_default?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewSegment'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminUpdateSegment: {
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
        'application/json': {
          name: string;
          interval_months: number;
          /** @default  */
          description?: string;
          /** @default false */
          is_default?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewSegment'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminDeleteSegment: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  viewExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientExport'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  startExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientExport'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  exportFile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': components['schemas']['Error'];
        };
      };
    };
  };
  viewEmailPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailPreferences'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateEmailPreferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailPreferencesInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailPreferences'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  actionCentre: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActionCentre'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listPasskeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['Passkey'][];
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  addPasskey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          credential: {
            id: string;
            rawId: string;
            /** @enum {string} */
            type: 'public-key';
            response: {
              clientDataJSON: string;
              attestationObject: string;
              authenticatorData?: string;
              transports?: string[];
              publicKeyAlgorithm?: number;
              publicKey?: string;
            };
            /** @enum {string} */
            authenticatorAttachment?: 'platform' | 'cross-platform';
            clientExtensionResults: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Passkey'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  passkeyCreationOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          current_password?: string;
          otp?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyCreationOptions'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  removePasskey: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  renamePasskey: {
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
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Passkey'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  passkeyRequestOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PasskeyRequestOptions'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  signInWithPasskey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          credential: {
            id: string;
            rawId: string;
            /** @enum {string} */
            type: 'public-key';
            response: {
              clientDataJSON: string;
              authenticatorData: string;
              signature: string;
              userHandle?: string;
            };
            /** @enum {string} */
            authenticatorAttachment?: 'platform' | 'cross-platform';
            clientExtensionResults: {
              [key: string]: unknown;
            };
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': Record<string, never>;
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActiveSessionList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  revokeSession: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Revoked'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  revokeOtherSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Revoked'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listTrustedDevices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TrustedDeviceList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  revokeTrustedDevice: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Revoked'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  chooseDeviceTrust: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeviceTrustChoiceInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeviceTrust'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listSignIns: {
    parameters: {
      query?: {
        page?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SignInHistoryPage'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminListCover: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCoverList'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminCreateCover: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          adviser_id: string;
          /** Format: uuid */
          cover_id: string;
          /** Format: date */
          starts_on: string;
          /** Format: date */
          ends_on: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCover'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminCancelCover: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCover'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  serviceLedger: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ServiceLedger'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminServiceLedger: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ServiceLedger'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminServiceReport: {
    parameters: {
      query: {
        from: string;
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ServiceReport'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminServiceReportCsv: {
    parameters: {
      query: {
        from: string;
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': components['schemas']['CsvText'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminServiceBoardPack: {
    parameters: {
      query: {
        from: string;
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminWork: {
    parameters: {
      query?: {
        scope?: 'me' | 'firm';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminWork'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminClientVulnerability: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientVulnerability'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminRecordClientVulnerability: {
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
        'application/json': components['schemas']['VulnerabilityRecordFieldsInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientVulnerability'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminWithdrawVulnerabilityConsent: {
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
        'application/json': components['schemas']['VulnerabilityConsentWithdrawalInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientVulnerability'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminVulnerabilityRetention: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VulnerabilityRetention'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminSetVulnerabilityRetention: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VulnerabilityRetentionInput'];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VulnerabilityRetention'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminClientWatchers: {
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
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientWatchers'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  adminWatchClient: {
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
        'application/json': {
          watching: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClientWatchers'];
        };
      };
      /** @description Default Response */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Default Response */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
}
