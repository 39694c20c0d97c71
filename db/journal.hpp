#pragma once
// Every change to a campaign goes through a Journal: it writes the change and, in the same
// breath, the ledger row that records it (what it means for the campaign, and exactly which
// value of which row it changed). Undo walks the last action's rows backwards; replaying
// every row in order rebuilds the campaign. Table and column names come only from the
// schema's own list below, never from user text.

#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "db/columns.hpp"
#include "db/prepared_statements.hpp"
#include "db/tables.hpp"
#include "model/ledger_kind.hpp"

namespace tachanka::db {

// A value as SQLite stores it: NULL, an integer, or text.
using Value = std::variant<std::monostate, std::int64_t, std::string>;

inline Value nullValue() { return std::monostate{}; }
Value optionalText(const std::optional<std::string>& text);
Value optionalInt(const std::optional<int>& number);
std::string valueText(const Value& value);  // "NULL", "3", "march"

// What a ledger row means, beside the change it records.
struct LedgerTags {
    model::LedgerKind kind = model::LedgerKind::Created;
    std::optional<std::int64_t> sideId;
    std::optional<std::int64_t> unitId;
    std::optional<std::int64_t> officerId;
    std::optional<std::int64_t> battleId;
    std::int64_t amount = 0;
    std::string note;  // the reason, as the user or the rules give it

    static LedgerTags of(model::LedgerKind kind);
    LedgerTags& forSide(std::int64_t id);
    LedgerTags& forUnit(std::int64_t id);
    LedgerTags& forOfficer(std::int64_t id);
    LedgerTags& inBattle(std::int64_t id);
    LedgerTags& by(std::int64_t count);
    LedgerTags& because(std::string reason);
};

using Row = std::vector<std::pair<Column, Value>>;

class Journal {
public:
    // Starts an action on the ledger; the caller holds the transaction. The action's rows are
    // dated by the campaign's current day and phase, or by `date`/`phase` while the campaign
    // row does not exist yet.
    Journal(SQLite::Database& database, std::string_view kind, std::string_view description,
            std::optional<std::string> date = std::nullopt,
            std::optional<std::string> phase = std::nullopt);

    // Inserts a row (its id chosen by SQLite unless `row` gives one) and returns its id.
    std::int64_t insert(Table table, const Row& row, LedgerTags tags);
    // Sets one column of one row; a value equal to the current one writes nothing.
    // Returns whether it changed.
    bool set(Table table, std::int64_t id, Column column, const Value& value,
             LedgerTags tags);
    // A ledger row that changes nothing: a note in the campaign's history.
    void note(LedgerTags tags);

    // Rewords the action once the body knows what it did ("recruit 2 steps for 1/Let").
    void describe(std::string_view description);
    std::int64_t actionId() const { return actionId_; }

private:
    void appendLedger(const LedgerTags& tags, std::optional<Table> table,
                      std::optional<std::int64_t> id, std::optional<std::string_view> column,
                      const Value& before, const Value& after);
    void refreshDate();

    SQLite::Database& database_;
    PreparedStatements statements_;
    std::int64_t actionId_ = 0;
    std::string date_;
    std::string phase_;
};

Value readValue(SQLite::Database& database, Table table, std::int64_t id, Column column);

struct UndoneAction {
    std::int64_t actionId = 0;
    std::string kind;
    std::string description;
};

// Actions that bring a campaign into being (its creation, a migration, an import): undo, and
// a return to an earlier moment, stop before them.
bool isOriginKind(std::string_view kind);

// The action undo would take back next; none when only the campaign's creation (or a file's
// migration or import) is left.
std::optional<UndoneAction> actionToUndo(SQLite::Database& database);

// Reverts the last action's changes in reverse order and removes it from the ledger (a return
// to an earlier moment puts back what it took back, db/taken_back.hpp), once
// `approve` (when given) has seen it: what `approve` throws leaves everything unwritten. The
// campaign's creation cannot be undone: none is returned then.
std::optional<UndoneAction> undoLastAction(
    SQLite::Database& database,
    const std::function<void(const UndoneAction& next)>& approve = {});

// Where the campaign's history stands. Any action or undo, by any program, changes it (an
// undone action's id is used again by the next one, so the newest ledger row and the time the
// last action was recorded are part of it): a window compares marks to see that the file was
// changed elsewhere since it last read it.
struct HistoryMark {
    std::int64_t lastActionId = 0;
    std::int64_t lastLedgerId = 0;
    std::string lastRecordedAt;
    bool operator==(const HistoryMark&) const = default;
};
HistoryMark historyMark(SQLite::Database& database);

// The table and column of every ledger row written since `mark` ({"campaign", "phase"}; the
// column is empty for a row inserted or deleted whole), when the history has only grown since:
// none when an action the mark saw has been undone since, or more than `limit` rows came.
std::optional<std::set<std::pair<std::string, std::string>>> fieldsChangedSince(
    SQLite::Database& database, const HistoryMark& mark, std::size_t limit);

// A ledger row that cannot be applied: it names a table, a column or a row that is not there,
// or changes a value from another than the one the rows before it left.
class LedgerRowError : public std::runtime_error {
public:
    LedgerRowError(std::int64_t row, const std::string& what)
        : std::runtime_error(what), ledgerId(row) {}
    std::int64_t ledgerId;
};

// Applies every change the ledger of `source` records, in order, to `target` (a file with the
// schema and no campaign rows): the state the ledger alone gives. A row that cannot be applied
// is a LedgerRowError. `throughAction`: only the changes of the actions up to that one, the
// campaign as it stood right after it (the chronicle's odds before a battle's dice);
// `afterAction`: a target already replayed through that action goes on from there.
void replayLedger(SQLite::Database& source, SQLite::Database& target,
                  std::optional<std::int64_t> throughAction = std::nullopt,
                  std::int64_t afterAction = 0);

// Every state table's rows in id order, one line each: what two campaigns must share to be
// the same campaign (used by undo's and the replay's checks).
std::string dumpState(SQLite::Database& database, bool withLedger);

}  // namespace tachanka::db
