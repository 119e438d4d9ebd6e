/** How long a loaded list may be served; changes made in this process clear it at once. */ export const ACTIVE_VENUES_TTL_MS = 500;
/**
 * The public venue list is read on every landing-page view and every seat check, far more often
 * than it changes, so it is kept for half a second (one load shared by concurrent readers). Seat
 * counts may thus lag other processes by that long; holds themselves never use this cache.
 */ export class ActiveVenuesCache {
    constructor(load){
        this.load = load;
        this.loaded = null;
    }
    get() {
        if (this.loaded && this.loaded.expiresAt > Date.now()) return this.loaded.venues;
        const loaded = {
            expiresAt: Date.now() + ACTIVE_VENUES_TTL_MS,
            venues: this.load().then((list)=>({
                    list,
                    byId: new Map(list.map((venue)=>[
                            venue.id,
                            venue
                        ]))
                }))
        };
        // A failed load is not kept: the next reader tries again.
        loaded.venues.catch(()=>{
            if (this.loaded === loaded) this.loaded = null;
        });
        this.loaded = loaded;
        return loaded.venues;
    }
    clear() {
        this.loaded = null;
    }
}

//# sourceMappingURL=active-venues-cache.js.map