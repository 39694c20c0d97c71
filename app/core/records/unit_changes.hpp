#pragma once
// Changes to one unit inside an action, each written through the journal as a ledger row of
// its own kind with a line in a player's words: what a `unit` record and a battle's effects
// both do to a unit (steps, mode, supply, hex and the victory locations it takes, leaving
// play, capture with its prisoners and junior officer).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/campaign/campaign_action.hpp"

namespace tachanka::core {

// Why the changes were made: the battle they come from and the user's reason, if any.
struct ChangeCause {
    std::optional<std::int64_t> battleId;
    std::string reason;
};

class UnitChanges {
public:
    // `unit` is copied and kept up to date; `lines` receives one line per change.
    UnitChanges(ActionContext& context, const model::Unit& unit, ChangeCause cause,
                std::vector<std::string>& lines);

    const model::Unit& unit() const { return unit_; }

    void recover(int steps);
    void lose(int steps);  // losing the last one eliminates the unit
    // `movementPoints`: what the change cost in its movement phase (7.1), kept in the ledger.
    void mode(model::UnitMode mode, int movementPoints = 0);
    void unsupplied(bool unsupplied);
    void entrenchment(model::Entrenchment entrenchment, int movementPoints = 0);
    // 10.2: a victory location it enters alone passes to its side; one it leaves with no unit
    // of its side left in it (as when it leaves play or the map) is held by neither.
    void move(model::Hex hex, int movementPoints = 0);
    void offMap(bool offMap);
    void outOfCommand(bool outOfCommand);
    void eliminate();
    // Out of play until `back`, when it comes back as a reinforcement where it stood, with its
    // lost steps restored (9.1.1: "repaired"); `rule` says why.
    void withdraw(const model::GameDate& back, const std::string& rule);
    // By `captor`; `prisoners` moves its Prisoners marker by the unit's remaining steps (4.1).
    // A battle counts its prisoners itself and passes false.
    void capture(const model::Side& captor, bool prisoners = true);
    // Red Actions! "Officer Casualties": the junior officer of a unit destroyed in battle dies
    // with it.
    void juniorOfficerKilled();
    // A linked tactical battle's "Officer Casualties": he fell and his unit fights on.
    void juniorOfficerKilledInBattle();

    // The ledger tags of a change: its kind, amount and line with the cause.
    db::LedgerTags tags(model::LedgerKind kind, std::int64_t amount, const std::string& line) const;

private:
    void set(db::Column column, const db::Value& value, model::LedgerKind kind,
             std::int64_t amount, const std::string& line);
    void leavePlay(model::UnitFate fate, model::LedgerKind kind, const std::string& line);
    void leaveLocationsAt(model::Hex hex);
    void juniorOfficerFate(model::OfficerFate fate, const std::string& line);
    void addLine(const std::string& line);

    ActionContext& context_;
    model::Unit unit_;
    ChangeCause cause_;
    std::vector<std::string>& lines_;
};

std::string stepsText(int steps);  // "1 step", "3 steps"

// 4.1: every enemy strength step captured moves `captor`'s Prisoners marker by one;
// `captured` names the unit they were, when one unit was taken whole.
void takePrisoners(ActionContext& context, const model::Side& captor, int steps,
                   const ChangeCause& cause, std::vector<std::string>& lines,
                   std::optional<std::int64_t> captured = std::nullopt);

}  // namespace tachanka::core
