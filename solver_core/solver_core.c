/* The exact double-dummy search of engine/solver.py as one compiled core (WebAssembly).

   The core knows no game. Python (engine/solver_core.py) hands it the variant's rule facts —
   per card its suit, power and points (in thirds), the trump suit, the follow duties (follow
   suit, trump when void, overtrump, head the trick), which cards a turned talon packet puts
   into the hand — then a goal (points, tricks, a card in the last trick, a capture) and a
   position (hands, the trick so far, the parties, talon packets). The trick winner is the
   standard one: the highest trump, else the highest card of the suit led — except for the Sküs
   of Groß-Tarok and its kin (the wide build, below), which never wins and goes back to its owner.

   The search is a port of the Python solver's: a fail-soft zero-window test (`mt`) on a
   transposition table kept at trick boundaries (fixed size, 4-way buckets of compact entries), equivalent-card
   merging, point bounds, move ordering (table move first, top trumps led, cheap winners,
   smearing onto a partner's trick; in the middle of a trick the winners no later opponent can
   beat, or smearing where the party takes the trick anyway: `order_middle`). Its point bounds are sharper than the Python solver's (the
   sure trump tricks of every seat, not only the top trumps, and the leader's quick tricks in the
   side suits, counted together: `sure_points`), so it visits fewer nodes and its node counts
   differ; the values are the same. Its leads are ordered further (`cash_first`).

   No libc; memory is the module's own: the table is placed behind the heap base and the
   memory grown to fit it (24 bytes an entry up to three seats, 32 for four; with 128-bit card
   sets 40 and 56; the module's maximum is 256 MB). */

typedef unsigned long long u64;
typedef unsigned int u32;
typedef unsigned short u16;
typedef unsigned char u8;

/* --- card sets ----------------------------------------------------------------------------- */
/* A set of cards is a `cards_t`, bit c for card c (ids as in the engine's pack); C's &, |, ~ and
   m & (m - 1) work on it, the rest through these helpers. In the io area a set is CARD_WORDS
   32-bit words, low first; in the table key KEY_WORDS 64-bit words.

   The file is compiled twice into the one module (scripts/build_core.py): with CARD_BITS 64 for
   the packs of up to 64 cards, and with CARD_BITS 128 (clang's unsigned __int128) for the 78
   cards of Groß-Tarok and its kin, whose exports carry the prefix `wide_`. The narrow build's
   code is the same as before the wide one existed, so the 64-card games lose no speed to the
   wider sets. Without libc there is no compiler-rt: a 128-bit set is never shifted by a
   variable amount (bit picks the 64-bit half; the link fails if a shift sneaks in). */
#ifndef CARD_BITS
#define CARD_BITS 64
#endif
#define CARD_WORDS (CARD_BITS / 32)
#define KEY_WORDS (CARD_BITS / 64)
#if CARD_BITS == 64
typedef u64 cards_t;
static inline cards_t bit(int c) { return (cards_t)1 << c; }
static inline int has(cards_t m, int c) { return (int)(m >> c & 1); }
static inline int popcount(cards_t m) { return __builtin_popcountll(m); }
static inline int lowest(cards_t m) { return __builtin_ctzll(m); }
static inline void put_key(u64 *k, int i, cards_t m) { k[i] = m; }   /* set i of a table key */
#define EXPORT_PREFIX ""
#define API(name) name
#elif CARD_BITS == 128
typedef unsigned __int128 cards_t;
static inline cards_t bit(int c) { return c < 64 ? (cards_t)(1ULL << c) : (cards_t)(1ULL << (c - 64)) << 64; }
static inline int has(cards_t m, int c) { return (m & bit(c)) != 0; }
static inline int popcount(cards_t m) { return __builtin_popcountll((u64)m) + __builtin_popcountll((u64)(m >> 64)); }
static inline int lowest(cards_t m) { return (u64)m ? __builtin_ctzll((u64)m) : 64 + __builtin_ctzll((u64)(m >> 64)); }
static inline void put_key(u64 *k, int i, cards_t m) { k[2 * i] = (u64)m, k[2 * i + 1] = (u64)(m >> 64); }
#define EXPORT_PREFIX "wide_"
#define API(name) wide_##name
#else
#error "CARD_BITS is 64 or 128"
#endif
static inline cards_t below(int c) { return bit(c) - 1; }     /* the cards with ids below c */
static inline cards_t read_cards(const int *p) {
    cards_t m = 0;
    for (int i = CARD_WORDS - 1; i >= 0; i--) m = m << 16 << 16 | (u32)p[i];
    return m;
}
static inline void write_cards(int *p, cards_t m) {
    for (int i = 0; i < CARD_WORDS; i++, m = m >> 16 >> 16) p[i] = (int)(u32)m;
}

#define MAXC CARD_BITS
#define MAXS 4
#define MAXSUIT 8
#define NPK 3
#define PKLEN 16

#define EXPORT(name) __attribute__((export_name(EXPORT_PREFIX #name)))

/* --- the rule facts ------------------------------------------------------------------------ */
static int n_seats, n_cards, trump;
static int must_follow, must_trump, must_overtrump, must_head;
static int suit_of[MAXC], power_of[MAXC], points_of[MAXC];
static cards_t suit_mask[MAXSUIT];
static cards_t to_hand;            /* a turned packet card of these goes into the hand, the next turns */
static int order_ok;           /* standard duties and suits listed highest first: merging allowed */
static int lead_key[MAXC];
static int trumps_ordered;     /* the trump suit listed highest first (the lowest id is the top trump) */
static int n_pclass;           /* the distinct card points, lowest first, and their cards */
static int pclass_points[MAXC];
static cards_t pclass_mask[MAXC];

/* --- the goal -------------------------------------------------------------------------------- */
enum { G_POINTS = 0, G_TRICKS = 1, G_ULTIMO = 2, G_CAPTURE = 3 };
static int goal_kind, goal_party, goal_card, goal_taker, goal_must_win;
static cards_t special;            /* goal cards: never merged */
static int merge_points[MAXC]; /* points when the goal counts them, else 0 */
static cards_t ultimo_beats;       /* trumps above the ultimo card */

/* --- the position ---------------------------------------------------------------------------- */
static cards_t hands[MAXS];
static int party[MAXS];
static int leader, trick[MAXS], n_trick;
static int has_packets;
static int pk[MAXS][NPK][PKLEN], pk_start[MAXS][NPK], pk_len[MAXS][NPK], pk_open[MAXS][NPK];
static cards_t live_mask, hidden_mask, open_mask;
static int live_points, tricks_left;
static int holder[MAXC];

/* --- the Sküs of Groß-Tarok and its kin (the profile's `excuse_rule`; none: excuse_card −1) ----
   A card that may always be played, never wins a trick (the rest of the trick decides, as the
   profile's trick_winner: the highest trump, else the highest card of the suit led, else the
   first card after it) and, played in one of the first `excuse_last` tricks and taken by another
   seat, goes back to its owner, who gives the trick's winner a payment card (all worth the same)
   from his tricks: at once, or after the first trick he takes with one. The position says how
   many tricks were played, a debt not yet paid, and which seats hold a payment card in their
   tricks. */
#define EXCUSE_RULES (CARD_BITS > 64)  /* only the wide build knows it: the narrow one's code stays
                                         as it was (engine/solver_core.py picks the wide build for
                                         a game with a Sküs, whatever its pack) */
static int excuse_card = -1, excuse_last, payment_points;
static cards_t excuse, payment;
static int tricks_played, debt_owner = -1, debt_creditor = -1, pay_ready;

/* --- search bookkeeping ---------------------------------------------------------------------- */
static double nodes, budget;
static int aborted;

/* The time budget: the host's clock in milliseconds (CPython: time.monotonic; the page:
   performance.now), read every 2^12 nodes; past the deadline the search stops as past the node
   budget. Measured (CPython, a search of 50 ms): it stops ≤ 1.6 ms late, against up to 25 ms when
   read every 2^16 nodes; nodes per CPU second the same within the noise (5.83 M against 5.77 M,
   medians of 12 interleaved runs, Nr. 5 after Tarok X). */
__attribute__((import_module("env"), import_name("now_ms"))) double now_ms(void);
static double deadline;        /* 0: none */
static u32 ticks;

static void start_clock(double ms) {
    deadline = ms > 0 ? now_ms() + ms : 0;
    ticks = 0;
}

static inline int out_of_budget(void) {
    if (++nodes > budget) return 1;
    return deadline > 0 && !(++ticks & 0xFFF) && now_ms() > deadline;
}

/* --- the io area: Python writes the facts, goal and position here, the core its answers ------ */
static int io[2048];
EXPORT(io_ptr) int API(io_ptr)(void) { return (int)(long)io; }

/* --- the transposition table ----------------------------------------------------------------- */
/* A flat region of 64-bit words. An entry is the position's key — where each card is: in which
   hand, for two seats also face down in a packet; two words up to three seats, three for four —
   and one word of data: the bounds lo and hi (16 bits each), the table move, the leader, the
   work (log2 of the nodes its search took) and the generation. Entries come in buckets of four;
   a new entry replaces an empty or stale one (of a generation before the recent ones), else the one
   that took the least work to find (measured on
   Nr. 4 with a 24 MB table: 189 M nodes when the entry with the fewest cards left was replaced,
   149 M by work). */
extern unsigned char __heap_base;
static u64 *table;
static u32 table_words, n_buckets;
static int key_words, stride;
/* Both builds (narrow and wide) place their table in the same region: these two are shared
   between them (weak symbols, one definition in the module). */
__attribute__((weak)) int table_fresh;  /* the table is still all zero, as memory.grow gave it */
__attribute__((weak)) int table_user;   /* the CARD_BITS of the build whose entries it holds */
static u8 generation = 1;      /* the entries searched now */
static u8 latest = 1;          /* the newest generation this build handed out */

#define META(lo, hi, best, lead, work, gen) \
    ((u64)(u16)(lo) | (u64)(u16)(hi) << 16 | (u64)(best) << 32 | (u64)(lead) << 40 | \
     (u64)(work) << 48 | (u64)(gen) << 56)
#define M_LO(m) ((short)(u16)(m))
#define M_HI(m) ((short)(u16)((m) >> 16))
#define M_BEST(m) ((int)((m) >> 32 & 255))
#define NO_MOVE 255            /* an entry's table move: none (no card has this id) */
#define M_LEAD(m) ((int)((m) >> 40 & 255))
#define M_WORK(m) ((int)((m) >> 48 & 255))
#define M_GEN(m) ((u8)((m) >> 56))

static void wipe_table(void) {
    for (u32 i = 0; i < table_words; i++) table[i] = 0;
    generation = latest = 1;
}

/* Place a table of `megabytes` behind the heap base (the module's memory stays ≤ 256 MB);
   0 if memory is short. */
EXPORT(init) int API(init)(int megabytes) {
    if (megabytes < 1) megabytes = 1;
    u32 base = ((u32)(long)&__heap_base + 63) & ~63u;
    u32 limit = 4096u * 65536u - 65536u - base;          /* 256 MB less the data and stack */
    u32 bytes = (u32)megabytes << 20;
    if (bytes > limit) bytes = limit;
    u32 need = base + bytes;
    u32 have = (u32)__builtin_wasm_memory_size(0) * 65536u;
    if (need > have && __builtin_wasm_memory_grow(0, (need - have + 65535) / 65536) < 0)
        return 0;
    table = (u64 *)(long)base;
    table_words = bytes / 8;
    key_words = stride = 0;
    if (!table_user) table_fresh = 1;
    return 1;
}

/* A new goal or game: a new generation of entries, the others' entries are stale (in O(1); the
   table is wiped once in 255 calls, or when the entry size changes with the number of seats, or
   the other build used the table). Returns the generation, to resume its entries later; after
   a wipe it is 1 again. */
EXPORT(clear_table) int API(clear_table)(void) {
    int words = (n_seats <= 3 ? 2 : 3) * KEY_WORDS;
    if (words != key_words || table_user != CARD_BITS) {
        key_words = words, stride = words + 1;
        n_buckets = table_words / (4u * (u32)stride);
        if (!table_fresh) wipe_table();
        table_user = CARD_BITS;
    } else if (++latest == 0) wipe_table();
    else generation = latest;
    table_fresh = 0;
    return generation;
}

/* Search on with the entries of generation `gen` (a goal searched before whose rules and goal are
   loaded again; they stay until a newer generation's entries replace them). 0: no such
   generation since the last wipe, or the table holds the other build's or another entry size. */
EXPORT(resume_table) int API(resume_table)(int gen) {
    int words = (n_seats <= 3 ? 2 : 3) * KEY_WORDS;
    if (gen < 1 || gen > latest || table_fresh || table_user != CARD_BITS || words != key_words) return 0;
    generation = (u8)gen;
    return 1;
}

/* The key says where each card is: two bits a card up to three seats (nowhere, seat 0, 1, 2;
   for two seats the third state is a face-down packet card), three bits for four seats. */
static inline void position_key(u64 *k) {
    if (n_seats == 2) put_key(k, 0, hands[1] | hidden_mask), put_key(k, 1, hands[0] | hidden_mask);
    else if (n_seats == 3) put_key(k, 0, hands[0] | hands[2]), put_key(k, 1, hands[1] | hands[2]);
    else put_key(k, 0, hands[1] | hands[3]), put_key(k, 1, hands[2] | hands[3]), put_key(k, 2, live_mask);
}

/* The leader, and where the Sküs has a say, its state: a debt (owner, creditor) or whether its
   holder can pay at once (7 bits; the entry's lead field). */
static inline int lead_tag(void) {
    if (!EXCUSE_RULES || excuse_card < 0) return leader;
    int ex = debt_owner >= 0 ? 1 + debt_owner * 4 + debt_creditor
             : has(live_mask, excuse_card) ? 17 + (pay_ready >> holder[excuse_card] & 1) : 0;
    return leader | ex << 2;
}

static inline u64 *bucket_of(const u64 *k) {
    u64 x = (u64)lead_tag() * 0x9E3779B97F4A7C15ULL;
    for (int i = 0; i < key_words; i++) x = (x ^ k[i]) * 0xBF58476D1CE4E5B9ULL, x ^= x >> 31;
    return table + (u32)(((x >> 32) * (u64)n_buckets) >> 32) * 4u * (u32)stride;
}

static u64 *probe(const u64 *k) {
    u64 *e = bucket_of(k);
    for (int i = 0; i < 4; i++, e += stride) {
        u64 m = e[key_words];
        if (M_GEN(m) != generation || M_LEAD(m) != lead_tag()) continue;
        int j = 0;
        while (j < key_words && e[j] == k[j]) j++;
        if (j == key_words) return e;
    }
    return 0;
}

static inline int work_class(double work) {      /* ⌊log2(work)⌋ + 1, 0 for none */
    int w = 0;
    while (work >= 1 && w < 255) work *= 0.5, w++;
    return w;
}

/* An entry of the last RECENT generations handed out (the goals a puzzle alternates between) is
   kept like one of the current generation; an older one, or an empty slot, is replaced first. */
#define RECENT 4
static inline int recent(u8 gen) { return gen && (u8)(latest - gen) < RECENT; }

/* Forget every entry: the generations handed out so far all become stale (in O(1), a wipe once
   in 64 calls), so that the next generation's search runs as on an empty table — its nodes do
   not depend on the searches before (the benchmarks, `problems verify`, the players' decisions). */
EXPORT(retire_table) void API(retire_table)(void) {
    if (latest > 255 - RECENT) wipe_table();
    else latest += RECENT - 1;                 /* the next clear_table's generation is RECENT on */
}

static void store(u64 *e, const u64 *k, int g, int gamma, int lo, int hi, int chosen, double work) {
    if (g >= gamma) { if (g > lo) lo = g; } else if (g < hi) hi = g;
    int w = work_class(work);
    if (e && M_WORK(e[key_words]) > w) w = M_WORK(e[key_words]);
    if (!e) {                                   /* replace a stale entry, else the least work */
        u64 *b = bucket_of(k);
        e = b;
        for (int i = 0; i < 4; i++, b += stride) {
            if (!recent(M_GEN(b[key_words]))) { e = b; break; }
            if (M_WORK(b[key_words]) < M_WORK(e[key_words])) e = b;
        }
        for (int j = 0; j < key_words; j++) e[j] = k[j];
    }
    e[key_words] = META(lo, hi, chosen, lead_tag(), w, generation);
}

/* --- rules ----------------------------------------------------------------------------------- */
/* The trick with a card that never wins (the Sküs): see above. */
static int best_index_excuse(const int *cards, int n) {
    int best = -1, led = suit_of[cards[0]];
    for (int i = 0; i < n; i++) {
        int c = cards[i];
        if (has(excuse, c)) continue;
        if (best < 0) { best = i; continue; }
        int b = cards[best], sc = suit_of[c], sb = suit_of[b];
        if (sc == trump) { if (sb != trump || power_of[c] > power_of[b]) best = i; }
        else if (sb != trump && sc == led && (sb != led || power_of[c] > power_of[b])) best = i;
    }
    return best < 0 ? 0 : best;
}

static int best_index(const int *cards, int n) {
    if (EXCUSE_RULES && excuse) return best_index_excuse(cards, n);
    int best = 0;
    for (int i = 1; i < n; i++) {
        int c = cards[i], b = cards[best];
        if (suit_of[c] == suit_of[b]) { if (power_of[c] > power_of[b]) best = i; }
        else if (suit_of[c] == trump) best = i;
    }
    return best;
}

static cards_t beating(cards_t candidates) {
    cards_t out = 0;
    int cards[MAXS];
    for (int i = 0; i < n_trick; i++) cards[i] = trick[i];
    for (cards_t m = candidates; m; m &= m - 1) {
        cards[n_trick] = lowest(m);
        if (best_index(cards, n_trick + 1) == n_trick) out |= m & -m;
    }
    return out;
}

static cards_t follow(int seat) {
    cards_t hand = hands[seat];
    if (!n_trick) return hand;
    int led = suit_of[trick[0]];
    cards_t same = hand & suit_mask[led];
    if (same && must_follow) {
        cards_t better = (led == trump ? must_overtrump : must_head) ? beating(same) : 0;
        return better ? better : same;
    }
    if (trump >= 0 && must_trump && led != trump) {
        cards_t trumps = hand & suit_mask[trump];
        if (trumps) {
            cards_t better = must_overtrump ? beating(trumps) : 0;
            return better ? better : trumps;
        }
    }
    return hand;
}

static inline cards_t legal(int seat) { return EXCUSE_RULES ? follow(seat) | (hands[seat] & excuse) : follow(seat); }

/* The Sküs can still move points (live, or a debt unpaid): the trump bounds do not hold, and a
   payment card from earlier tricks may still change hands. */
static inline int excuse_open(void) {
    return EXCUSE_RULES && excuse_card >= 0 && (debt_owner >= 0 || has(live_mask, excuse_card));
}

/* --- goals ----------------------------------------------------------------------------------- */
/* The fewest points `w` cards of `cards` can hold (0 for w ≤ 0). */
static int fewest_points(cards_t cards, int w) {
    int sum = 0;
    for (int i = 0; i < n_pclass && w > 0; i++) {
        int k = popcount(cards & pclass_mask[i]);
        if (k > w) k = w;
        sum += k * pclass_points[i];
        w -= k;
    }
    return sum;
}

static inline int points_in(cards_t cards) {
    int sum = 0;
    for (int i = 0; i < n_pclass; i++) sum += popcount(cards & pclass_mask[i]) * pclass_points[i];
    return sum;
}

/* The points of the side-suit tricks the leader can cash at once (the standard duties): in a
   suit the leader's cards above every other hand's win as long as each other seat holding trumps
   still follows suit (a seat void in it would have to trump) — as many rounds as the shortest such
   holding; the leader keeps the lead, takes his best cards of those and the fewest points every
   other hand must add (of the suit while it follows). Nobody trumps in these tricks, so the sure
   trump tricks below stay sure after them, and the two add up (the fewest points of disjoint
   cards are at least the sums of the fewest points). Each seat's share of those fewest points is
   kept in quick_of, the number of quick tricks in quick_n, for `sure_points`. */
static int quick_n, quick_of[MAXS];   /* the quick tricks, and each seat's fewest points in them */

static int quick_points(void) {
    int s = leader, pts = 0;
    quick_n = 0;
    for (int o = 0; o < n_seats; o++) quick_of[o] = 0;
    cards_t trumps = suit_mask[trump];
    for (int x = 0; x < MAXSUIT; x++) {
        cards_t own = hands[s] & suit_mask[x];
        if (x == trump || !own) continue;
        cards_t rest = live_mask & suit_mask[x] & ~hands[s];
        cards_t top = rest ? own & below(lowest(rest)) : own;
        int q = popcount(top);
        for (int o = 0; o < n_seats && q; o++)
            if (o != s && (hands[o] & trumps)) {
                int len = popcount(hands[o] & suit_mask[x]);
                if (len < q) q = len;
            }
        if (!q) continue;
        pts += points_in(top) - fewest_points(top, popcount(top) - q);
        quick_n += q;
        for (int o = 0; o < n_seats; o++) {
            if (o == s) continue;
            cards_t follow = hands[o] & suit_mask[x];
            int f = fewest_points(popcount(follow) >= q ? follow : hands[o], q);
            pts += f, quick_of[o] += f;
        }
    }
    return pts;
}

/* sure[party]: the points each party is sure to take by its trumps from a trick boundary on (no
   bound with talon packets, whose cards are still to come; the standard trick: the highest trump
   wins it). Every card of a hand falls in a trick of its own, and a trump wins its trick for its
   party unless a higher trump of the other party falls in it, each of which beats at most one.
   A party's top trumps, higher than every trump of the other party, win wherever they fall: their
   points are the party's. And if `w` of seat s's trumps cannot all be matched with higher trumps
   of the other party (greedily, from the top), s's party wins ≥ w tricks, holding w of s's
   trumps and w cards of every other hand: at least the fewest points of those, not counting the
   top trumps twice (at most the top trumps a seat holds are among its w cards). This takes in the
   Python solver's sure points (the top trumps and ⅓ a further card: engine/solver.py). The party
   to lead adds its quick tricks (`quick_points`). The w trump tricks and the quick tricks are
   different tricks, so a hand of the other party puts w + quick_n different cards into them: at
   least the fewest points of w + quick_n of its cards, which can be more than the two shares
   counted apart (measured: what-if at the first move, 24 full deals, 24.9 M → 19.5 M nodes;
   Nr. 4 6.8 M → 3.6 M). */
static int sure[2];

static inline int sure_bounds(void) { return trumps_ordered && !has_packets && !excuse_open(); }

static void sure_points(void) {
    sure[0] = sure[1] = 0;
    if (!sure_bounds()) return;
    cards_t trumps = live_mask & suit_mask[trump];
    quick_n = 0;                             /* none unless quick_points counts them now */
    int quick = order_ok ? quick_points() : 0, lead_party = party[leader], joint = 0;
    if (!trumps) { sure[lead_party] = quick; return; }    /* no trump left: only the quick tricks
                                                            (24 full deals: 19.5 M → 18.8 M) */
    cards_t side[2] = {0, 0};
    for (int s = 0; s < n_seats; s++) side[party[s]] |= hands[s] & trumps;
    int top_party = party[holder[lowest(trumps)]];
    cards_t other = side[!top_party];
    cards_t top = other ? trumps & below(lowest(other)) : trumps;     /* above the other's best */
    int top_points = points_in(top);
    sure[top_party] = top_points;
    for (int s = 0; s < n_seats; s++) {
        cards_t own = hands[s] & trumps, higher = side[!party[s]];
        if (!own) continue;
        int w = 0, spare = 0;
        for (cards_t m = own | higher; m; m &= m - 1) {          /* highest trump first */
            if (has(higher, lowest(m))) spare++;
            else if (spare) spare--;
            else w++;
        }
        if (!w) continue;
        int ours = party[s] == top_party, pts = ours ? top_points : 0, extra = 0;
        for (int o = 0; o < n_seats; o++) {
            cards_t h = hands[o] & (o == s ? trumps : ~(cards_t)0);
            if (ours && party[o] == top_party)
                pts += fewest_points(h & ~top, w - popcount(hands[o] & top));
            else {
                int f = fewest_points(h, w);
                pts += f;
                if (quick_n && party[s] == lead_party && party[o] != lead_party) {
                    int both = fewest_points(h, w + quick_n) - f - quick_of[o];
                    if (both > 0) extra += both;
                }
            }
        }
        if (pts > sure[party[s]]) sure[party[s]] = pts;
        if (party[s] == lead_party && pts + extra > joint) joint = pts + extra;
    }
    sure[lead_party] += quick;
    if (joint + quick > sure[lead_party]) sure[lead_party] = joint + quick;
}

static int in_trick(int c) {
    for (int i = 0; i < n_trick; i++) if (trick[i] == c) return i;
    return -1;
}

static int packet_holds(int c, int only_party) {
    for (int s = 0; s < n_seats; s++) {
        if (only_party >= 0 && party[s] != only_party) continue;
        for (int i = 0; i < NPK; i++)
            for (int j = pk_start[s][i]; j < pk_len[s][i]; j++) if (pk[s][i][j] == c) return 1;
    }
    return 0;
}

static int ultimo_upper(void) {
    int c = goal_card;
    if (!has_packets) {
        if (!has(live_mask, c)) return 0;
        int h = holder[c];
        if (!has(hands[h], c)) return tricks_left == 1;
        if (!goal_must_win) return 1;
        if (party[h] != goal_party) return 0;
        for (int s = 0; s < n_seats; s++)
            if (hands[s] && s != h && !(hands[s] & ~ultimo_beats)) return 0;
        return 1;
    }
    if (in_trick(c) >= 0) return tricks_left == 1;
    for (int s = 0; s < n_seats; s++)
        if (has(hands[s], c)) return !goal_must_win || party[s] == goal_party;
    return packet_holds(c, goal_must_win ? goal_party : -1);
}

static int ultimo_lower(void) {
    if (!goal_must_win || has_packets || trump < 0) return 0;
    int c = goal_card, owner = holder[c];
    cards_t trumps = suit_mask[trump];
    if (owner < 0 || !has(hands[owner], c) || party[owner] != goal_party || (hands[owner] & ~trumps))
        return 0;
    for (int s = 0; s < n_seats; s++) if (s != owner && (hands[s] & trumps)) return 0;
    return 1;
}

static int goal_upper(void) {
    switch (goal_kind) {
    case G_POINTS:
        if (n_trick) return live_points + (excuse_open() ? payment_points : 0);
        sure_points();                      /* none while the Sküs is open */
        return live_points - sure[!goal_party] + (excuse_open() ? payment_points : 0);
    case G_TRICKS: return tricks_left;
    case G_ULTIMO: return ultimo_upper();
    default: {
        cards_t all = live_mask | hidden_mask;
        if (!has(all, goal_card)) return 0;
        if (goal_taker >= 0 && !has(all, goal_taker)) return 0;
        return 1;
    }
    }
}

/* at a trick boundary (after goal_upper, whose sure points it reuses) */
static int goal_lower(void) {
    if (goal_kind == G_POINTS) return sure[goal_party];
    if (goal_kind == G_ULTIMO) return ultimo_lower();
    return 0;
}

static int goal_gain(const int *cards, int first, int winner, int pts, int last) {
    int n = n_seats;
    switch (goal_kind) {
    case G_POINTS: return party[winner] == goal_party ? pts : 0;
    case G_TRICKS: return party[winner] == goal_party;
    case G_ULTIMO:
        for (int i = 0; i < n; i++) if (cards[i] == goal_card) {
            if (!last) return 0;
            if (!goal_must_win) return party[winner] == goal_party;
            int owner = (first + i) % n;
            return owner == winner && party[owner] == goal_party;
        }
        return 0;
    default:
        for (int i = 0; i < n; i++) if (cards[i] == goal_card) {
            int owner = (first + i) % n;
            if (party[owner] == goal_party || party[winner] != goal_party) return 0;
            if (goal_taker < 0) return 1;
            for (int j = 0; j < n; j++) if (cards[j] == goal_taker) return (first + j) % n == winner;
            return 0;
        }
        return 0;
    }
}

/* --- making and unmaking moves ---------------------------------------------------------------- */
typedef struct {
    int done;                    /* the move completed a trick */
    int leader, gain, pts;
    int debt_owner, debt_creditor, pay_ready;
    int cards[MAXS];
    int n_turned;
    int turned[MAXS * NPK][4];   /* seat, packet, the face-up card played, cards taken */
} Undo;

static void turn_packets(cards_t played, Undo *u) {
    u->n_turned = 0;
    for (; played; played &= played - 1) {
        int open_card = lowest(played), seat = -1, i = -1;
        for (int s = 0; s < n_seats && seat < 0; s++)
            for (int j = 0; j < NPK; j++) if (pk_open[s][j] == open_card) { seat = s; i = j; break; }
        int taken = 0, new_open = -1;
        while (pk_start[seat][i] < pk_len[seat][i]) {
            int c = pk[seat][i][pk_start[seat][i]++];
            taken++;
            hands[seat] |= bit(c);
            live_mask |= bit(c);
            hidden_mask &= ~bit(c);
            if (!has(to_hand, c)) { new_open = c; break; }
        }
        pk_open[seat][i] = new_open;
        open_mask &= ~bit(open_card);
        if (new_open >= 0) open_mask |= bit(new_open);
        int *t = u->turned[u->n_turned++];
        t[0] = seat, t[1] = i, t[2] = open_card, t[3] = taken;
    }
}

static void unturn_packets(const Undo *u) {
    for (int k = u->n_turned - 1; k >= 0; k--) {
        const int *t = u->turned[k];
        int seat = t[0], i = t[1];
        for (int j = 0; j < t[3]; j++) {
            int c = pk[seat][i][--pk_start[seat][i]];
            hands[seat] &= ~bit(c);
            live_mask &= ~bit(c);
            hidden_mask |= bit(c);
        }
        if (pk_open[seat][i] >= 0) open_mask &= ~bit(pk_open[seat][i]);
        open_mask |= bit(t[2]);
        pk_open[seat][i] = t[2];
    }
}

/* After a trick taken by w (the cards `gone`): the Sküs goes back to its owner, who owes w a
   payment card; a debt is paid once the owner has one. Returns what this moves to the goal's
   party (points goals only). */
static int excuse_settle(Undo *u, int w, cards_t gone) {
    u->debt_owner = debt_owner, u->debt_creditor = debt_creditor, u->pay_ready = pay_ready;
    tricks_played++;
    if (gone & payment) pay_ready |= 1 << w;
    int moved = 0;
    if (has(gone, excuse_card) && tricks_played <= excuse_last) {
        int i = 0;
        while (u->cards[i] != excuse_card) i++;
        int owner = (u->leader + i) % n_seats;
        if (owner != w) {
            moved += ((party[owner] == goal_party) - (party[w] == goal_party)) * points_of[excuse_card];
            debt_owner = owner, debt_creditor = w;
        }
    }
    if (debt_owner >= 0 && (pay_ready >> debt_owner & 1)) {
        moved += ((party[debt_creditor] == goal_party) - (party[debt_owner] == goal_party)) * payment_points;
        debt_owner = debt_creditor = -1;
    }
    return goal_kind == G_POINTS ? moved : 0;
}

static void play(int card, Undo *u) {
    int seat = (leader + n_trick) % n_seats;
    hands[seat] &= ~bit(card);
    trick[n_trick++] = card;
    u->done = 0;
    u->gain = 0;
    u->n_turned = 0;
    if (n_trick < n_seats) return;
    int w = (leader + best_index(trick, n_trick)) % n_seats, pts = 0;
    cards_t gone = 0;
    for (int i = 0; i < n_seats; i++) { pts += points_of[trick[i]]; gone |= bit(trick[i]); u->cards[i] = trick[i]; }
    live_mask &= ~gone;
    if (gone & open_mask) turn_packets(gone & open_mask, u);
    live_points -= pts;
    tricks_left--;
    u->done = 1;
    u->leader = leader;
    u->pts = pts;
    u->gain = goal_gain(u->cards, leader, w, pts, tricks_left == 0);
    if (EXCUSE_RULES && excuse_card >= 0) u->gain += excuse_settle(u, w, gone);
    n_trick = 0;
    leader = w;
}

static void unplay(int card, const Undo *u) {
    if (u->done) {
        if (u->n_turned) unturn_packets(u);
        leader = u->leader;
        for (int i = 0; i < n_seats; i++) { trick[i] = u->cards[i]; live_mask |= bit(u->cards[i]); }
        n_trick = n_seats;
        live_points += u->pts;
        tricks_left++;
        if (EXCUSE_RULES && excuse_card >= 0)
            tricks_played--, debt_owner = u->debt_owner, debt_creditor = u->debt_creditor, pay_ready = u->pay_ready;
    }
    n_trick--;
    hands[(leader + n_trick) % n_seats] |= bit(card);
}

/* --- move generation --------------------------------------------------------------------------- */
static void stable_sort(int *a, int n, const int *key) {      /* insertion sort by key[a[i]] */
    for (int i = 1; i < n; i++) {
        int x = a[i], j = i;
        while (j > 0 && key[a[j - 1]] > key[x]) { a[j] = a[j - 1]; j--; }
        a[j] = x;
    }
}

/* One card of each class of equivalent cards (the same value after either), the first; with
   `rep`, rep[i] is the card that stands for cards[i] (for `classes`; the search passes none). */
static inline int merge_equivalent(cards_t others, int *cards, int n, int *rep) {
    cards_t keep = open_mask | special | (EXCUSE_RULES ? excuse : 0);
    int out = 0;
    u64 solo = 0;                   /* the points (≤ 63) of the solo cards kept so far */
    int solo_card[64];
    for (int i = 0; i < n; i++) {
        int c = cards[i], s = suit_of[c];
        if (has(keep, c)) {
        } else if (s != trump && !(others & suit_mask[s])) {
            /* a side suit nobody else holds: only the points matter */
            if (solo >> merge_points[c] & 1) { if (rep) rep[i] = solo_card[merge_points[c]]; continue; }
            solo |= 1ULL << merge_points[c];
            if (rep) solo_card[merge_points[c]] = c;
        } else if (out) {
            int prev = cards[out - 1];
            if (suit_of[c] == suit_of[prev] && merge_points[c] == merge_points[prev] && !has(keep, prev)
                && !(others & below(c) & ~below(prev + 1))) {
                if (rep) rep[i] = prev;
                continue;
            }
        }
        if (rep) rep[i] = c;
        cards[out++] = c;
    }
    return out;
}

static int key_a[MAXC], key_b[MAXC];

/* Can `o`, still to play in this trick, beat `card` (as the trick's best so far) under the
   standard duties (follow suit if it can, else trump)? */
static int seat_beats(int o, int card, int led) {
    cards_t h = hands[o], same = h & suit_mask[led], trumps = h & suit_mask[trump];
    int sc = suit_of[card], pc = power_of[card];
    if (same) {
        if (sc == led) for (cards_t m = same; m; m &= m - 1) if (power_of[lowest(m)] > pc) return 1;
        return 0;
    }
    if (!trumps) return 0;
    if (sc != trump) return 1;
    for (cards_t m = trumps; m; m &= m - 1) if (power_of[lowest(m)] > pc) return 1;
    return 0;
}

/* Can a seat of the other party still to play beat `card`? Do only partners follow, one of
   whom can (partner_only)? */
static int later_beats(int seat, int card, int led, int partner_only) {
    int beats = 0;
    for (int k = n_trick + 1; k < n_seats; k++) {
        int o = (leader + k) % n_seats;
        if ((party[o] == party[seat]) != partner_only) { if (partner_only) return 0; continue; }
        if (seat_beats(o, card, led)) beats = 1;
    }
    return beats;
}

/* A seat in the middle of a trick (the standard duties; after the first card, before the last).
   If its party will take the trick anyway — a partner's card that no later opponent can beat, or
   only partners to follow, one of whom can beat the best card — it smears: the cards that do not
   win, most points first, then the winners. Else the winners no later opponent can beat, most
   points first (then the cheapest), then the other winners, then the rest, fewest points first;
   at equal points the lowest card first. Measured (exact value at the first move after the first
   other card, 24 full deals): 39.2 M → 27.7 M nodes (Nr. 4 10.7 M → 6.8 M, Nr. 5 11.3 M → 9.1 M,
   Nr. 2 4.3 M → 3.5 M); the lowest card first at equal points, here and at the last seat:
   → 24.9 M (Nr. 5 → 7.0 M). */
static int order_middle(int seat, int *cards, int n, int w_card, int partner_wins, int led) {
    int sure[MAXC], other[MAXC], lose[MAXC], ns = 0, no = 0, nl = 0;
    int ws = suit_of[w_card], wp = power_of[w_card];
    int smear = partner_wins ? !later_beats(seat, w_card, led, 0) : later_beats(seat, w_card, led, 1);
    for (int i = 0; i < n; i++) {
        int c = cards[i], sc = suit_of[c];
        int wins = sc == ws ? power_of[c] > wp : (sc == trump && ws != trump);
        if (!wins) lose[nl++] = c;
        else if (!later_beats(seat, c, led, 0)) sure[ns++] = c;
        else other[no++] = c;
        key_a[c] = -points_of[c] * 256 + power_of[c];
        key_b[c] = (smear ? -points_of[c] : points_of[c]) * 256 + power_of[c];
    }
    stable_sort(sure, ns, key_a);
    stable_sort(lose, nl, key_b);
    int k = 0;
    if (smear) for (int i = 0; i < nl; i++) cards[k++] = lose[i];
    for (int i = 0; i < ns; i++) cards[k++] = sure[i];
    for (int i = 0; i < no; i++) cards[k++] = other[i];
    if (!smear) for (int i = 0; i < nl; i++) cards[k++] = lose[i];
    return k;
}

static int order_follow(int *cards, int n, int w_card, int partner_wins, int last, int led) {
    if (partner_wins && last) {
        for (int i = 0; i < n; i++) key_a[cards[i]] = -points_of[cards[i]];
        stable_sort(cards, n, key_a);
        return n;
    }
    int win[MAXC], lose[MAXC], nw = 0, nl = 0, ws = suit_of[w_card], wp = power_of[w_card];
    for (int i = 0; i < n; i++) {
        int c = cards[i], sc = suit_of[c];
        int wins = sc == ws ? power_of[c] > wp : (sc == trump && ws != trump);
        if (wins) win[nw++] = c; else lose[nl++] = c;
    }
    for (int i = 0; i < n; i++) {
        int c = cards[i];
        if (partner_wins) { key_a[c] = -points_of[c]; key_b[c] = power_of[c]; }
        else if (last) {
            key_a[c] = (suit_of[c] != led ? power_of[c] : 0) * 256 - points_of[c];
            key_b[c] = points_of[c] * 256 + power_of[c];
        } else { key_a[c] = -power_of[c]; key_b[c] = points_of[c]; }
    }
    int k = 0;
    if (partner_wins) {              /* lose by −points, then win by power */
        stable_sort(lose, nl, key_a);
        stable_sort(win, nw, key_b);
        for (int i = 0; i < nl; i++) cards[k++] = lose[i];
        for (int i = 0; i < nw; i++) cards[k++] = win[i];
    } else {                         /* win first (cheapest or highest), then lose by points */
        stable_sort(win, nw, key_a);
        stable_sort(lose, nl, key_b);
        for (int i = 0; i < nw; i++) cards[k++] = win[i];
        for (int i = 0; i < nl; i++) cards[k++] = lose[i];
    }
    return k;
}

/* The legal cards of `seat`, one per class of equivalent cards, ordered; returns the count. */
static int gen_moves(int seat, int *cards, int w_card, int w_seat) {
    cards_t lg = legal(seat), hand = hands[seat];
    if (!(lg & (lg - 1))) { cards[0] = lowest(lg); return 1; }
    cards_t one_suit = suit_mask[suit_of[lowest(lg)]];
    cards_t others = (live_mask & ~hand) | hidden_mask;
    if (!(lg & ~one_suit)) others &= one_suit;
    int n = 0;
    for (cards_t m = lg; m; m &= m - 1) cards[n++] = lowest(m);
    if (order_ok) n = merge_equivalent(others, cards, n, 0);
    if (!n_trick) stable_sort(cards, n, lead_key);
    else if (n > 1 && order_ok && n_trick < n_seats - 1)
        n = order_middle(seat, cards, n, w_card, party[w_seat] == party[seat], suit_of[trick[0]]);
    else if (n > 1)
        n = order_follow(cards, n, w_card, party[w_seat] == party[seat], n_trick == n_seats - 1,
                         suit_of[trick[0]]);
    return n;
}

/* A lead's order: the side-suit cards that win at once (above every other hand's card of the suit,
   and no other seat void in it with a trump to take it) first, most points first — the quick
   tricks of `quick_points` cashed — then the side-suit cards of the suits every seat of the other
   party must follow, then the rest, each in `gen_moves`' order. Measured: Nr. 4's Partie from the
   first lead 93.4 M → 1.7 M nodes (the quick tricks); the followed suits next: what-if at every
   step of Nr. 2, 4, 5, 10 59.4 M → 58.4 M nodes, the worst position 7.8 M → 6.2 M (Nr. 5 at its
   second move), at the first move of the 24 full deals 18.8 M → 18.9 M. */
static int cash_first(int seat, int *moves, int n) {
    cards_t trumps = live_mask & suit_mask[trump], safe = 0;
    for (int x = 0; x < MAXSUIT; x++) {
        cards_t own = hands[seat] & suit_mask[x];
        if (x == trump || !own) continue;
        cards_t rest = live_mask & suit_mask[x] & ~hands[seat];
        int ruffed = 0;
        for (int o = 0; o < n_seats; o++)
            if (o != seat && (hands[o] & trumps) && !(hands[o] & suit_mask[x])) ruffed = 1;
        if (!ruffed) safe |= rest ? own & below(lowest(rest)) : own;
    }
    int sorted[MAXC], m = 0;
    for (int i = 0; i < n; i++) if (has(safe, moves[i])) sorted[m++] = moves[i];
    for (int i = 1; i < m; i++) {                        /* most points first, stable */
        int c = sorted[i], j = i;
        while (j > 0 && points_of[sorted[j - 1]] < points_of[c]) { sorted[j] = sorted[j - 1]; j--; }
        sorted[j] = c;
    }
    cards_t followed = 0;                    /* side suits every seat of the other party holds */
    for (int x = 0; x < MAXSUIT; x++) {
        int all = x != trump;
        for (int o = 0; o < n_seats; o++) if (party[o] != party[seat] && !(hands[o] & suit_mask[x])) all = 0;
        if (all) followed |= suit_mask[x];
    }
    followed &= ~safe;
    for (int i = 0; i < n; i++) if (has(followed, moves[i])) sorted[m++] = moves[i];
    for (int i = 0; i < n; i++) if (!has(safe | followed, moves[i])) sorted[m++] = moves[i];
    for (int i = 0; i < n; i++) moves[i] = sorted[i];
    return n;
}

/* --- the search -------------------------------------------------------------------------------- */
/* Killer leads: per number of cards left in the hands, the lead that last cut off a search at a
   trick boundary (either party's: a sibling position's refutation is often this one's too); a lead
   tries it right after the table move where it is legal. Reset with each position. Measured
   (exact value at the first move after the first other card, 24 full deals): 68.5 M → 63.3 M nodes
   (Nr. 10 10.6 M → 6.6 M; Nr. 4 29.9 M → 30.7 M). Not kept: killers at the Gegner's leads only
   (65.6 M), one per seat (64.2 M), at the cards that follow too (74.3 M, Nr. 5 13.4 M → 21.2 M). */
static int killer[MAXC + 1];

static void to_front(int *moves, int n, int card, int at) {    /* move `card` to index `at` */
    for (int i = at + 1; i < n; i++) if (moves[i] == card) {
        for (int j = i; j > at; j--) moves[j] = moves[j - 1];
        moves[at] = card;
        return;
    }
}

/* Fail-soft zero-window test: the units the goal's party secures from here, as a bound (≥ gamma:
   a lower bound of the true value; < gamma: an upper bound). */
static int mt(int gamma) {
    u64 *e = 0, key[3 * KEY_WORDS];
    int lo = 0, hi = -1, best = -1;
    if (!n_trick) {
        if (tricks_left == 0) return 0;
        position_key(key);
        e = probe(key);
        if (e) {
            u64 m = e[key_words];
            if (M_LO(m) >= gamma) return M_LO(m);
            if (M_HI(m) < gamma) return M_HI(m);
            lo = M_LO(m), hi = M_HI(m), best = M_BEST(m);
        }
    }
    int upper = goal_upper();
    if (upper < gamma) return upper;
    if (has_packets && gamma <= 0 && upper <= 0) return 0;
    if (!e) hi = upper;
    if (!n_trick) {
        int lower = goal_lower();
        if (lower >= gamma) return lower;
    }
    double nodes0 = nodes;
    if (out_of_budget()) { aborted = 1; return 0; }
    int seat = (leader + n_trick) % n_seats, maximize = party[seat] == goal_party;
    int w_card = 0, w_seat = 0;
    if (n_trick) {
        int wi = best_index(trick, n_trick);
        w_card = trick[wi], w_seat = (leader + wi) % n_seats;
    }
    int moves[MAXC];
    int n = gen_moves(seat, moves, w_card, w_seat);
    if (!n_trick && order_ok && n > 1 && !has_packets) n = cash_first(seat, moves, n);
    int depth = popcount(live_mask), at = 0;
    if (best >= 0) { to_front(moves, n, best, 0); at = moves[0] == best; }
    if (!n_trick && killer[depth] >= 0 && killer[depth] != best) to_front(moves, n, killer[depth], at);
    int g = maximize ? -1 : 1 << 30, chosen = moves[0];
    Undo u;
    for (int i = 0; i < n; i++) {
        int card = moves[i];
        play(card, &u);
        int v = u.gain + mt(gamma - u.gain);
        unplay(card, &u);
        if (aborted) return 0;
        if (maximize) { if (v > g) { g = v; chosen = card; if (g >= gamma) break; } }
        else if (v < g) { g = v; chosen = card; if (g < gamma) break; }
    }
    if (!n_trick && (maximize ? g >= gamma : g < gamma)) killer[depth] = chosen;
    /* the table move: the move that cut off; a search that did not cut off keeps the one before,
       or none (NO_MOVE) — its `chosen` is only the least bad of moves that all failed, and tried
       first at another threshold it often cost a full refutation (24 full deals: 18.9 M → 18.4 M
       nodes; keeping `chosen` where no move was stored before: 18.8 M against 18.6 M) */
    int cut = maximize ? g >= gamma : g < gamma;
    if (!n_trick) store(e, key, g, gamma, lo, hi, cut ? chosen : best < 0 ? NO_MOVE : best, nodes - nodes0);
    return g;
}

/* --- loading facts, goal and position from io ------------------------------------------------ */
/* io: n_seats, n_cards, trump, must_follow, must_trump, must_overtrump, must_head,
       to_hand (a set), then per card suit, power, points; then the Sküs: its card (−1: none),
       the last trick it goes back in, the payment cards (a set). */
EXPORT(set_rules) int API(set_rules)(void) {
    n_seats = io[0], n_cards = io[1], trump = io[2];
    if (n_seats < 2 || n_seats > MAXS || n_cards < 1 || n_cards > MAXC) return 0;
    must_follow = io[3], must_trump = io[4], must_overtrump = io[5], must_head = io[6];
    to_hand = read_cards(io + 7);
    for (int s = 0; s < MAXSUIT; s++) suit_mask[s] = 0;
    for (int c = 0; c < n_cards; c++) {
        const int *f = io + 7 + CARD_WORDS + 3 * c;
        suit_of[c] = f[0], power_of[c] = f[1], points_of[c] = f[2];
        if (suit_of[c] < 0 || suit_of[c] >= MAXSUIT || points_of[c] < 0 || points_of[c] > 63) return 0;
        suit_mask[suit_of[c]] |= bit(c);
    }
    if (trump >= MAXSUIT) return 0;
    order_ok = !must_head && !must_overtrump && must_follow && must_trump && trump >= 0;
    for (int c = 1; c < n_cards && order_ok; c++)       /* each suit listed highest first */
        for (int d = 0; d < c; d++)
            if (suit_of[d] == suit_of[c] && power_of[d] <= power_of[c]) { order_ok = 0; break; }
    for (int c = 0; c < n_cards; c++)
        lead_key[c] = (suit_of[c] == trump ? -power_of[c] : 0) * 256 + points_of[c];
    trumps_ordered = trump >= 0;
    for (int c = 1; c < n_cards && trumps_ordered; c++)
        for (int d = 0; d < c; d++)
            if (suit_of[c] == trump && suit_of[d] == trump && power_of[d] <= power_of[c]) {
                trumps_ordered = 0;
                break;
            }
    n_pclass = 0;
    for (int v = 0; v <= 63; v++) {
        cards_t m = 0;
        for (int c = 0; c < n_cards; c++) if (points_of[c] == v) m |= bit(c);
        if (m) pclass_points[n_pclass] = v, pclass_mask[n_pclass++] = m;
    }
    const int *x = io + 7 + CARD_WORDS + 3 * n_cards;
    excuse_card = x[0], excuse_last = x[1], payment = read_cards(x + 2);
    if (excuse_card >= n_cards || (!EXCUSE_RULES && excuse_card >= 0)) return 0;
    excuse = excuse_card >= 0 ? bit(excuse_card) : 0;
    payment_points = payment ? points_of[lowest(payment)] : 0;
    for (cards_t m = payment; m; m &= m - 1) if (points_of[lowest(m)] != payment_points) return 0;
    return 1;
}

/* io: kind, party, card, taker (−1: none), must_win */
EXPORT(set_goal) int API(set_goal)(void) {
    goal_kind = io[0], goal_party = io[1], goal_card = io[2], goal_taker = io[3], goal_must_win = io[4];
    if (goal_kind < 0 || goal_kind > G_CAPTURE || goal_party < 0 || goal_party > 1) return 0;
    if (goal_kind >= G_ULTIMO && (goal_card < 0 || goal_card >= n_cards)) return 0;
    special = 0;
    if (goal_kind == G_ULTIMO) special = bit(goal_card);
    if (goal_kind == G_CAPTURE) special = bit(goal_card) | (goal_taker >= 0 ? bit(goal_taker) : 0);
    for (int c = 0; c < n_cards; c++) merge_points[c] = goal_kind == G_POINTS ? points_of[c] : 0;
    ultimo_beats = 0;
    if (goal_kind == G_ULTIMO && trump >= 0)
        for (cards_t m = suit_mask[trump]; m; m &= m - 1)
            if (power_of[lowest(m)] > power_of[goal_card]) ultimo_beats |= m & -m;
    ultimo_beats &= ~excuse;                          /* the Sküs beats nothing */
    special |= excuse;                                /* and is never merged */
    return 1;
}

/* io: per seat party and hand (a set), leader, n_trick, trick cards, has_packets, then per seat
   and packet: face-up card (−1: none), count, the face-down cards top first; then the tricks
   played, the Sküs's debt (owner, creditor; −1: none) and the seats with a payment card in
   their tricks (bit per seat). */
EXPORT(set_position) int API(set_position)(void) {
    int k = 0;
    cards_t seen = 0;
    for (int s = 0; s < n_seats; s++) {
        party[s] = io[k++];
        if (party[s] < 0 || party[s] > 1) return 0;
        hands[s] = read_cards(io + k); k += CARD_WORDS;
        if (hands[s] & seen) return 0;
        seen |= hands[s];
    }
    leader = io[k++];
    n_trick = io[k++];
    if (leader < 0 || leader >= n_seats || n_trick < 0 || n_trick >= n_seats) return 0;
    for (int i = 0; i < n_trick; i++) trick[i] = io[k++];
    has_packets = io[k++];
    if (has_packets && n_seats > 2) return 0;       /* the table key has room for two seats' */
    hidden_mask = open_mask = 0;
    for (int s = 0; s < n_seats; s++)
        for (int i = 0; i < NPK; i++) {
            pk_start[s][i] = pk_len[s][i] = 0;
            pk_open[s][i] = -1;
            if (!has_packets) continue;
            pk_open[s][i] = io[k++];
            int n = io[k++];
            if (n < 0 || n > PKLEN) return 0;
            pk_len[s][i] = n;
            for (int j = 0; j < n; j++) { pk[s][i][j] = io[k++]; hidden_mask |= bit(pk[s][i][j]); }
            if (pk_open[s][i] >= 0) open_mask |= bit(pk_open[s][i]);
        }
    tricks_played = io[k++], debt_owner = io[k++], debt_creditor = io[k++], pay_ready = io[k++];
    if (debt_owner >= n_seats || debt_creditor >= n_seats || (debt_owner >= 0) != (debt_creditor >= 0)) return 0;
    if (debt_owner >= 0 && excuse_card < 0) return 0;
    live_mask = 0;
    for (int s = 0; s < n_seats; s++) live_mask |= hands[s];
    for (int i = 0; i <= MAXC; i++) killer[i] = -1;
    for (int c = 0; c < MAXC; c++) holder[c] = -1;
    for (int s = 0; s < n_seats; s++) for (cards_t m = hands[s]; m; m &= m - 1) holder[lowest(m)] = s;
    for (int i = 0; i < n_trick; i++) {
        if (trick[i] < 0 || trick[i] >= n_cards) return 0;
        live_mask |= bit(trick[i]);
        holder[trick[i]] = (leader + i) % n_seats;
    }
    live_points = 0;
    for (cards_t m = live_mask | hidden_mask; m; m &= m - 1) live_points += points_of[lowest(m)];
    tricks_left = (popcount(live_mask | hidden_mask) + n_seats - 1) / n_seats;
    return 1;
}

/* --- the primitives -------------------------------------------------------------------------- */
EXPORT(nodes_used) double API(nodes_used)(void) { return nodes; }

/* Can the goal's party secure `need` more units? 1/0; −1 past `limit` nodes (counted anew) or
   `ms` milliseconds (≤ 0: no time budget). */
EXPORT(test) int API(test)(int need, double limit, double ms) {
    nodes = 0, budget = limit, aborted = 0;
    start_clock(ms);
    int g = mt(need);
    return aborted ? -1 : g >= need;
}

/* The exact value on one table by zero-window tests from above (MTD(f) from +∞, as SSS*):
   each test at the top of the interval, hi (can the party secure all it still might?), until
   one holds; a test that fails lowers hi to its fail-soft bound. −1 past `limit` nodes (all
   tests together) or `ms` milliseconds. A test that fails is cheap, one that holds dear (every
   move of the other party refuted); this way only the last test holds, and the failing ones
   before it fill the table with upper bounds that make that one cheaper. Measured (what-if after
   every other legal card at every step of the 33 problems, 5,501 positions, each from an empty
   table, scripts/whatif_nodes.py --all-cards): against the bisection at 6/7 of the interval,
   1,229 M → 1,013 M nodes in all, the worst position 16.1 M → 8.9 M (Nr. 10 at its first move
   after a Tarok X–XVII); the first move of the 24 full deals 18.4 M → 15.5 M. Only where the
   sure tricks bound the value (`sure_bounds`): without them (talon packets, an open Sküs) the
   fail-soft bounds fall in small steps, and the bisection at 6/7 stays (Nr. 21, talon packets:
   from above 254 M → 1,176 M, its worst position 2.0 M → 11.2 M). Not kept: a first test at a
   guess, then on from above or just above where it held (MTD(f) from a guess) — from the book's
   line's result, worse (Nr. 2, 4, 5, 10, the first 815 of their positions: 492.7 M → 807.8 M; a
   guess below the value costs holding tests); from the book card's value for its siblings, as
   the judging of the cards asks them on one table (8 steps of Nr. 2, 4, 5, 7, 10, 21), no better
   (203.8 M → 206.4 M). The bisection at 6/7 (not the middle: a test at a higher threshold makes
   the lower ones needless) had given 63.3 M → 39.2 M on the 24 full deals. */
EXPORT(value) int API(value)(double limit, double ms) {
    nodes = 0, budget = limit, aborted = 0;
    start_clock(ms);
    int lo = 0, hi = goal_upper();
    while (lo < hi) {
        int mid = sure_bounds() ? hi : lo + ((hi - lo) * 6 + 6) / 7;     /* lo < mid ≤ hi */
        int g = mt(mid);
        if (aborted) return -1;
        if (g >= mid) lo = g < hi ? g : hi; else hi = g > lo ? g : lo;
    }
    return lo;
}

/* For the agreement tests: the legal cards of the seat to move (written to io[0..1]), and the
   index of the winning card of io[0..n−1]. */
EXPORT(legal_mask) void API(legal_mask)(void) { write_cards(io, legal((leader + n_trick) % n_seats)); }
EXPORT(trick_winner) int API(trick_winner)(int n) { return best_index(io, n); }

/* The classes of equivalent cards of the seat to move (the value after a card is the value after
   the card that stands for it): count n, then in io the legal cards and from io[n] on the card
   that stands for each. For the judging of the cards at a step (card_values), one search a
   class. */
EXPORT(classes) int API(classes)(void) {
    int seat = (leader + n_trick) % n_seats, n = 0, cards[MAXC], rep[MAXC];
    cards_t lg = legal(seat);
    for (cards_t m = lg; m; m &= m - 1) cards[n++] = lowest(m);
    for (int i = 0; i < n; i++) io[i] = cards[i], rep[i] = cards[i];
    if (order_ok && n > 1) {
        cards_t one_suit = suit_mask[suit_of[lowest(lg)]];
        cards_t others = (live_mask & ~hands[seat]) | hidden_mask;
        if (!(lg & ~one_suit)) others &= one_suit;
        merge_equivalent(others, cards, n, rep);
    }
    for (int i = 0; i < n; i++) io[n + i] = rep[i];
    return n;
}

/* The ordered, merged moves of the seat to move: count, cards in io. */
EXPORT(moves) int API(moves)(void) {
    int w_card = 0, w_seat = 0, seat = (leader + n_trick) % n_seats;
    if (n_trick) {
        int wi = best_index(trick, n_trick);
        w_card = trick[wi], w_seat = (leader + wi) % n_seats;
    }
    return gen_moves(seat, io, w_card, w_seat);
}
