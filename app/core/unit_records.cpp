#include "app/core/unit_records.hpp"

#include "app/core/campaign_action.hpp"
#include "app/core/officer_staff.hpp"
#include "app/core/record_checks.hpp"
#include "app/core/user_error.hpp"

namespace tachanka::core {
namespace {

using db::LedgerTags;
using db::Table;
using db::Value;

Value flag(bool value) { return std::int64_t{value ? 1 : 0}; }

std::string stepsText(int steps) {
    return std::to_string(steps) + (steps == 1 ? " step" : " steps");
}

bool changesState(const UnitChangeRequest& request) {
    return request.mode || request.unsupplied || request.entrenchment || request.hex ||
           request.offMap || request.outOfCommand;
}

// What the request asks, parsed and checked against the unit as it stands: nothing is
// written unless every part of it makes sense.
struct CheckedChange {
    std::optional<model::UnitMode> mode;
    std::optional<model::Entrenchment> entrenchment;
    std::optional<model::Hex> hex;
    const model::Side* captor = nullptr;
};

CheckedChange check(const ActionContext& context, const UnitChangeRequest& request,
                    const model::Unit& unit) {
    const std::string who = "unit " + unit.code;
    if (!request.loseSteps && !request.recoverSteps && !changesState(request) &&
        !request.eliminate && !request.capture) {
        throw UserError("nothing to record for " + who +
                        ": say what changed (--lose, --mode, --hex, --eliminate ...)");
    }
    if (unit.fate == model::UnitFate::Pending) {
        throw UserError(who + " has not arrived yet" +
                        (unit.arrival ? " (due " + unit.arrival->date.iso() + ")" : std::string()) +
                        ": nothing can happen to it");
    }
    if (unit.lost()) {
        throw UserError(who + " is already " + std::string(model::unitFateName(unit.fate)));
    }
    if (request.loseSteps && request.recoverSteps) {
        throw UserError("a unit cannot lose and recover steps in one record: record them apart");
    }
    if (request.eliminate && request.capture) {
        throw UserError(who + " cannot be both eliminated and captured");
    }
    if ((request.eliminate || request.capture) && changesState(request)) {
        throw UserError(who +
                        " is leaving play: record its mode, supply or hex separately, "
                        "before it is eliminated or captured");
    }
    int remaining = unit.stepsRemaining();
    if (request.loseSteps) {
        if (*request.loseSteps < 1) throw UserError("steps lost must be at least 1");
        if (*request.loseSteps > remaining) {
            throw UserError(who + " has only " + stepsText(remaining) + " left: it cannot lose " +
                            std::to_string(*request.loseSteps));
        }
        remaining -= *request.loseSteps;
        if (remaining == 0 && request.capture) {
            throw UserError(who +
                            " is eliminated by losing its last step: it cannot also be "
                            "captured");
        }
    }
    if (request.recoverSteps) {
        if (*request.recoverSteps < 1) throw UserError("steps recovered must be at least 1");
        if (*request.recoverSteps > unit.stepsLost) {
            throw UserError(who + " has lost only " + stepsText(unit.stepsLost) +
                            ": it cannot recover " + std::to_string(*request.recoverSteps));
        }
    }
    CheckedChange checked;
    if (request.mode) {
        checked.mode = model::unitModeNamed(*request.mode);
        if (!checked.mode) {
            throw UserError("unknown mode '" + *request.mode +
                            "' (modes: " + model::joinedNames(model::unitModeNames) + ")");
        }
        if (*checked.mode == unit.mode)
            throw UserError(who + " is already in " + *request.mode + " mode");
    }
    if (request.entrenchment) {
        checked.entrenchment = model::entrenchmentNamed(*request.entrenchment);
        if (!checked.entrenchment) {
            throw UserError("unknown entrenchment '" + *request.entrenchment + "' (" +
                            model::joinedNames(model::entrenchmentNames) + ")");
        }
        if (*checked.entrenchment == unit.entrenchment) {
            throw UserError(who + "'s entrenchment is already " + *request.entrenchment);
        }
    }
    if (request.hex) {
        checked.hex = hexNamed(*request.hex, "the hex " + unit.code + " moves to");
        if (unit.hex == checked.hex) throw UserError(who + " is already in hex " + *request.hex);
    }
    if (request.unsupplied && *request.unsupplied == unit.unsupplied) {
        throw UserError(who + " is already " + (unit.unsupplied ? "unsupplied" : "supplied"));
    }
    if (request.offMap && *request.offMap == unit.offMap) {
        throw UserError(who + " is already " + (unit.offMap ? "off the map" : "on the map"));
    }
    if (request.outOfCommand && *request.outOfCommand == unit.outOfCommand) {
        throw UserError(who + " is already " +
                        (unit.outOfCommand ? "out of command" : "in command"));
    }
    if (request.capture) checked.captor = &otherSide(context.campaign, unit.sideId);
    if (request.battleId) checkBattle(context.database, *request.battleId);
    return checked;
}

class Recorder {
public:
    Recorder(ActionContext& context, const UnitChangeRequest& request, const model::Unit& unit,
             UnitChangeResult& result)
        : context_(context), request_(request), unit_(result.unit), result_(result) {
        unit_ = unit;
    }

    // One column of the unit, its ledger row worded by `line` (and the user's reason).
    void set(std::string_view column, const Value& value, std::string kind, std::int64_t amount,
             const std::string& line) {
        context_.journal.set(Table::Unit, unit_.id, column, value,
                             tags(std::move(kind), amount, line).forSide(unit_.sideId));
        if (result_.changes.empty() || result_.changes.back() != line) {
            result_.changes.push_back(line);
        }
    }

    LedgerTags tags(std::string kind, std::int64_t amount, const std::string& line) const {
        auto made =
            LedgerTags::of(std::move(kind))
                .forUnit(unit_.id)
                .by(amount)
                .because(request_.reason.empty() ? line : line + " (" + request_.reason + ")");
        if (request_.battleId) made.inBattle(*request_.battleId);
        return made;
    }

    void record(const CheckedChange& checked) {
        if (request_.recoverSteps) recover(*request_.recoverSteps);
        if (request_.loseSteps) lose(*request_.loseSteps);
        if (checked.mode) mode(*checked.mode);
        if (request_.unsupplied) {
            unit_.unsupplied = *request_.unsupplied;
            set("unsupplied", flag(unit_.unsupplied), "supply", 0,
                unit_.code + (unit_.unsupplied ? " is out of supply" : " is supplied again"));
        }
        if (checked.entrenchment) {
            unit_.entrenchment = *checked.entrenchment;
            const auto name = std::string(model::entrenchmentName(unit_.entrenchment));
            set("entrenchment", Value(name), "entrenchment", 0,
                unit_.code + "'s entrenchment is now " + name);
        }
        if (checked.hex) move(*checked.hex);
        if (request_.offMap) {
            unit_.offMap = *request_.offMap;
            set("off_map", flag(unit_.offMap), "off-map", 0,
                unit_.code + (unit_.offMap ? " left the map" : " came back onto the map"));
        }
        if (request_.outOfCommand) {
            unit_.outOfCommand = *request_.outOfCommand;
            set("out_of_command", flag(unit_.outOfCommand), "out-of-command", 0,
                unit_.code + (unit_.outOfCommand ? " is out of command" : " is back in command"));
        }
        if (request_.eliminate && !unit_.lost()) {
            leavePlay(model::UnitFate::Eliminated, "unit-eliminated",
                      unit_.code + " is eliminated with " + stepsText(unit_.stepsRemaining()));
        }
        if (checked.captor != nullptr) capture(*checked.captor);
    }

private:
    void recover(int steps) {
        unit_.stepsLost -= steps;
        set("steps_lost", Value(std::int64_t{unit_.stepsLost}), "step-recovered", steps,
            unit_.code + " recovered " + stepsText(steps) + " (" +
                std::to_string(unit_.stepsRemaining()) + " of " + std::to_string(unit_.stepsMax) +
                " now)");
    }

    void lose(int steps) {
        unit_.stepsLost += steps;
        set("steps_lost", Value(std::int64_t{unit_.stepsLost}), "step-lost", steps,
            unit_.code + " lost " + stepsText(steps) + " (" +
                std::to_string(unit_.stepsRemaining()) + " of " + std::to_string(unit_.stepsMax) +
                " left)");
        if (unit_.stepsRemaining() == 0) {
            leavePlay(model::UnitFate::Eliminated, "unit-eliminated",
                      unit_.code + " lost its last step and is eliminated");
        }
    }

    void mode(model::UnitMode mode) {
        const bool wasRouted = unit_.mode == model::UnitMode::Routed;
        unit_.mode = mode;
        const auto name = std::string(model::unitModeName(mode));
        const std::string line =
            unit_.code + " is now " +
            (mode == model::UnitMode::Routed ? "routed" : "in " + name + " mode");
        set("mode", Value(name), "mode", 0, line);
        // The Routed marker's day is what clean-up and rallying look at (8.7.3).
        if (mode == model::UnitMode::Routed) {
            unit_.routedOn = context_.campaign.date;
            set("routed_on", Value(unit_.routedOn->iso()), "mode", 0, line);
        } else if (wasRouted) {
            unit_.routedOn.reset();
            set("routed_on", db::nullValue(), "mode", 0, line);
        }
    }

    void move(model::Hex hex) {
        unit_.hex = hex;
        set("hex", Value(hex.label()), "moved", 0, unit_.code + " moved to " + hex.label());
        // 10.2: a victory location belongs to the last side to have a unit in it alone.
        for (const auto& location : context_.campaign.locations) {
            if (location.hex != hex || location.controllerSideId == unit_.sideId) continue;
            if (enemyInPlayAt(context_.campaign, unit_.sideId, hex)) continue;
            const auto& side = sideOf(context_.campaign, unit_.sideId);
            const std::string line = side.name + " took control of " + location.name;
            context_.journal.set(Table::Location, location.id, "controller_side_id", unit_.sideId,
                                 tags("location-control", 0, line).forSide(unit_.sideId));
            result_.changes.push_back(line);
        }
    }

    void leavePlay(model::UnitFate fate, std::string kind, const std::string& line) {
        const int steps = unit_.stepsRemaining();
        unit_.fate = fate;
        set("fate", Value(std::string(model::unitFateName(fate))), std::move(kind), steps, line);
    }

    void capture(const model::Side& captor) {
        const int steps = unit_.stepsRemaining();
        leavePlay(model::UnitFate::Captured, "unit-captured",
                  unit_.code + " is captured by the " + captor.name + " with " + stepsText(steps));
        captureJuniorOfficer();
        if (steps == 0) return;
        // 4.1: every enemy strength step captured moves the Prisoners marker by one.
        const std::string line = "the " + captor.name + " took " + std::to_string(steps) +
                                 " prisoners (" + std::to_string(captor.prisoners + steps) +
                                 " now)";
        context_.journal.set(Table::Side, captor.id, "prisoners",
                             Value(std::int64_t{captor.prisoners + steps}),
                             tags("prisoners-taken", steps, line).forSide(captor.id));
        result_.changes.push_back(line);
    }

    // Red Actions! "Definitions": a junior officer may not separate from the unit he commands,
    // so he goes into captivity with it.
    void captureJuniorOfficer() {
        const OfficerStaff staff(context_.database);
        const model::Officer* officer = staff.servingJuniorOf(unit_.id);
        if (officer == nullptr) return;
        const std::string line = officer->name + " is captured with his unit";
        context_.journal.set(Table::Officer, officer->id, "fate",
                             Value(std::string(model::officerFateName(model::OfficerFate::Captured))),
                             tags("officer-casualty", 1, line)
                                 .forSide(unit_.sideId)
                                 .forOfficer(officer->id));
        result_.changes.push_back(line);
    }

    ActionContext& context_;
    const UnitChangeRequest& request_;
    model::Unit& unit_;
    UnitChangeResult& result_;
};

}  // namespace

UnitChangeResult recordUnitChange(const std::filesystem::path& file,
                                  const UnitChangeRequest& request) {
    UnitChangeResult result;
    runCampaignAction(file, "unit", "record for unit " + request.code, [&](ActionContext& context) {
        const auto& unit =
            unitCoded(context.campaign, request.code,
                      request.side ? std::optional<std::string_view>(*request.side) : std::nullopt);
        const auto checked = check(context, request, unit);
        result.side = sideOf(context.campaign, unit.sideId).name;
        Recorder recorder(context, request, unit, result);
        recorder.record(checked);
        std::string summary;
        for (const auto& line : result.changes) summary += (summary.empty() ? "" : "; ") + line;
        context.journal.describe(summary);
    });
    return result;
}

}  // namespace tachanka::core
