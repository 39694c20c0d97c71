#include "db/ledger_chain.hpp"

#include <SQLiteCpp/Statement.h>
#include <sodium.h>

#include <array>
#include <utility>
#include <stdexcept>
#include <vector>

namespace tachanka::db {
namespace {

constexpr std::size_t hashBytes = crypto_generichash_BYTES;  // 32: BLAKE2b-256

// Each value as SQLite's quote() writes it ('text' with its quotes doubled, 3, NULL), so a
// number and the text of its digits hash apart; each is length-prefixed, so no two rows run
// together the same way.
constexpr std::string_view sealedColumns =
    "SELECT quote(l.id), quote(l.action_id), quote(l.game_date), quote(l.phase), quote(l.side_id), "
    "quote(l.battle_id), quote(l.kind), quote(l.unit_id), quote(l.officer_id), "
    "quote(l.amount), quote(l.note), quote(l.entity), quote(l.entity_id), quote(l.field), "
    "quote(l.before), quote(l.after), quote(a.kind), quote(a.description), "
    "quote(a.recorded_at), l.chain, l.id, l.action_id "
    "FROM ledger AS l LEFT JOIN action AS a ON a.id = l.action_id ";
constexpr int contentColumns = 19;  // every column above but the chain itself
constexpr int chainColumn = 19;
constexpr int idColumn = 20;
constexpr int actionColumn = 21;

void initSodium() {
    static const bool ready = sodium_init() >= 0;
    if (!ready) throw std::runtime_error("libsodium could not be initialised");
}

std::string hexOf(const std::array<unsigned char, hashBytes>& hash) {
    std::string hex(hashBytes * 2 + 1, '\0');
    sodium_bin2hex(hex.data(), hex.size(), hash.data(), hash.size());
    hex.pop_back();
    return hex;
}

// The seal of the row `query` stands on, following `previous` (empty for the first row).
std::string sealOf(SQLite::Statement& query, const std::string& previous) {
    crypto_generichash_state state;
    crypto_generichash_init(&state, nullptr, 0, hashBytes);
    const auto feed = [&state](std::string_view bytes) {
        std::array<unsigned char, 8> length{};
        for (std::size_t at = 0; at < length.size(); ++at) {
            length[at] = static_cast<unsigned char>((bytes.size() >> (8 * at)) & 0xff);
        }
        crypto_generichash_update(&state, length.data(), length.size());
        crypto_generichash_update(&state, reinterpret_cast<const unsigned char*>(bytes.data()),
                                  bytes.size());
    };
    feed(previous);
    for (int column = 0; column < contentColumns; ++column) {
        const auto value = query.getColumn(column);
        feed(std::string_view(static_cast<const char*>(value.getBlob()),
                              static_cast<std::size_t>(value.getBytes())));
    }
    std::array<unsigned char, hashBytes> hash{};
    crypto_generichash_final(&state, hash.data(), hash.size());
    return hexOf(hash);
}

}  // namespace

void sealLedger(SQLite::Database& database) {
    initSodium();
    std::string previous;
    std::int64_t after = 0;
    SQLite::Statement last(database,
                           "SELECT id, chain FROM ledger WHERE chain IS NOT NULL "
                           "ORDER BY id DESC LIMIT 1");
    if (last.executeStep()) {
        after = last.getColumn(0).getInt64();
        previous = last.getColumn(1).getString();
    }
    SQLite::Statement rows(database, std::string(sealedColumns) + "WHERE l.id > ? ORDER BY l.id");
    rows.bind(1, after);
    std::vector<std::pair<std::int64_t, std::string>> seals;
    while (rows.executeStep()) {
        previous = sealOf(rows, previous);
        seals.emplace_back(rows.getColumn(idColumn).getInt64(), previous);
    }
    SQLite::Statement seal(database, "UPDATE ledger SET chain = ? WHERE id = ?");
    for (const auto& [id, chain] : seals) {
        seal.bind(1, chain);
        seal.bind(2, id);
        seal.exec();
        seal.reset();
    }
}

std::string campaignKey(SQLite::Database& database) {
    initSodium();
    SQLite::Statement first(database, std::string(sealedColumns) + "ORDER BY l.id LIMIT 1");
    if (!first.executeStep()) return {};
    return sealOf(first, {});
}

ChainCheck checkLedgerChain(SQLite::Database& database) {
    initSodium();
    ChainCheck check;
    std::string previous;
    std::optional<std::pair<std::int64_t, std::int64_t>> firstUnsealed;  // row, action
    SQLite::Statement rows(database, std::string(sealedColumns) + "ORDER BY l.id");
    while (rows.executeStep()) {
        const auto id = rows.getColumn(idColumn).getInt64();
        const auto action = rows.getColumn(actionColumn).getInt64();
        const auto stored = rows.getColumn(chainColumn);
        const auto expected = sealOf(rows, previous);
        previous = expected;
        if (stored.isNull()) {
            if (!firstUnsealed) firstUnsealed.emplace(id, action);
            ++check.unsealed;
            continue;
        }
        if (firstUnsealed) {
            check.firstBad = firstUnsealed->first;
            check.firstBadAction = firstUnsealed->second;
            check.why = "its seal was taken off: rows after it are sealed";
            break;
        }
        ++check.rows;
        if (stored.getString() != expected) {
            check.firstBad = id;
            check.firstBadAction = action;
            check.why = "its seal does not match its content and the row before it: the row, "
                        "its action or an earlier row was changed, or a row was taken out";
            break;
        }
    }
    return check;
}

}  // namespace tachanka::db
