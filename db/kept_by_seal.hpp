#pragma once
// What a process keeps of a campaign file between reads, known by where the file's history
// stood when it was read (db/history_seal.hpp): the same seal gives back the very same value;
// a history grown since brings an earlier value up to date from the rows written after it; and
// anything else (another file, a history rewritten, no seal) is read whole. The campaign's
// state (db/campaign_cache.hpp) and the ledger's sums (db/kept_sums.hpp) are kept so.

#include <algorithm>
#include <cstdint>
#include <list>
#include <memory>
#include <mutex>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "db/history_seal.hpp"

namespace tachanka::db {

// `Asked` tells apart values of the same file read for different questions (the kinds a sum
// counts); values are shared with every later read and never changed.
template <typename Value, typename Asked>
class KeptBySeal {
public:
    using Shared = std::shared_ptr<const Value>;

    // `capacity` values at once; past `mostRowsToCatchUp` rows since, reading whole is cheaper.
    KeptBySeal(std::size_t capacity, std::int64_t mostRowsToCatchUp)
        : capacity_(capacity), mostRowsToCatchUp_(mostRowsToCatchUp) {}

    // The value `asked` of `database` now: `whole()` reads it all; `catchUp(since, value)`
    // brings a value read at `since` up to date, or gives none when only a whole reading can.
    template <typename Whole, typename CatchUp>
    Shared asItStands(SQLite::Database& database, const Asked& asked, Whole&& whole,
                      CatchUp&& catchUp) {
        return atOneMoment(database, [&]() -> Shared {
            const auto mark = historySealOf(database);
            if (!mark) return std::make_shared<const Value>(whole());
            std::vector<Entry> earlier;
            {
                const std::lock_guard lock(guard_);
                for (auto entry = kept_.begin(); entry != kept_.end(); ++entry) {
                    if (!(entry->asked == asked) || !entry->mark.sameFile(*mark)) continue;
                    if (entry->mark == *mark) {
                        kept_.splice(kept_.begin(), kept_, entry);
                        return entry->value;
                    }
                    if (entry->mark.lastLedgerId < mark->lastLedgerId) earlier.push_back(*entry);
                }
            }
            std::sort(earlier.begin(), earlier.end(), [](const Entry& a, const Entry& b) {
                return a.mark.lastLedgerId > b.mark.lastLedgerId;
            });
            Shared value;
            for (const auto& entry : earlier) {
                if (!grownFrom(database, entry.mark, mostRowsToCatchUp_)) continue;
                value = catchUp(entry.mark, entry.value);
                break;  // the newest the history grew from; failing it, only whole reads
            }
            if (!value) value = std::make_shared<const Value>(whole());
            const std::lock_guard lock(guard_);
            kept_.push_front({*mark, asked, value});
            if (kept_.size() > capacity_) kept_.pop_back();
            return value;
        });
    }

private:
    struct Entry {
        HistorySeal mark;
        Asked asked;
        Shared value;
    };

    std::size_t capacity_;
    std::int64_t mostRowsToCatchUp_;
    std::mutex guard_;
    std::list<Entry> kept_;  // the most recently used first
};

}  // namespace tachanka::db
