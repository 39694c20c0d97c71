#include "app/core/campaign/overrides.hpp"

#include "app/core/campaign/campaign_settings.hpp"

#include <algorithm>
#include <charconv>
#include <stdexcept>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/override_fields.hpp"
#include "app/core/records/record_checks.hpp"
#include "app/core/common/user_error.hpp"
#include "db/officer_repository.hpp"
#include "db/record_queries.hpp"

namespace tachanka::core {
namespace {

// The schema's column a field sets: the override table names only schema columns.
db::Column columnOf(const OverrideField& field) {
    const auto column = db::columnNamed(field.column);
    if (!column) {
        throw std::logic_error("override field " + std::string(field.column) + " is no column");
    }
    return *column;
}

using db::LedgerTags;
using db::Table;
using db::Value;

// The row an override changes, and whose it is for the ledger.
struct TargetRow {
    std::string words;               // "unit 1/Let"
    std::optional<std::int64_t> id;  // none: a setting not yet in the file
    std::optional<std::int64_t> sideId;
    std::optional<std::int64_t> unitId;
    std::optional<std::int64_t> officerId;
    const model::Unit* unit = nullptr;
};

std::int64_t idNamed(const std::string& text, std::string_view what) {
    std::int64_t id = 0;
    const auto end = text.data() + text.size();
    const auto [at, error] = std::from_chars(text.data(), end, id);
    if (error != std::errc() || at != end || id < 1) {
        throw UserError(std::string(what) + " is a number as the " + std::string(what) +
                        "s list shows it, not '" + text + "'");
    }
    return id;
}

TargetRow rowOf(ActionContext& context, const OverrideTarget& target,
                const OverrideRequest& request) {
    const auto& campaign = context.campaign;
    const std::string name = request.name.value_or("");
    if (target.table != Table::Campaign && name.empty()) {
        throw UserError("say which " + std::string(target.name) + " to change");
    }
    TargetRow row;
    row.words = std::string(target.name) + " " + name;
    switch (target.table) {
        case Table::Unit: {
            const auto& unit = unitCoded(
                campaign, name,
                request.side ? std::optional<std::string_view>(*request.side) : std::nullopt);
            row.id = row.unitId = unit.id;
            row.sideId = unit.sideId;
            row.unit = &unit;
            return row;
        }
        case Table::Side: {
            const auto& side = sideNamed(campaign, name);
            row.id = row.sideId = side.id;
            return row;
        }
        case Table::Formation: {
            const auto& formation = formationNamed(campaign, name);
            row.id = formation.id;
            for (const auto& side : campaign.sides) {
                for (const auto& candidate : side.formations) {
                    if (candidate.id == formation.id) row.sideId = side.id;
                }
            }
            return row;
        }
        case Table::Depot: {
            const auto id = idNamed(name, "depot");
            for (const auto& side : campaign.sides) {
                for (const auto& depot : side.depots) {
                    if (depot.id == id) row.sideId = side.id;
                }
            }
            if (!row.sideId) throw UserError("no depot " + name + " in this campaign");
            row.id = id;
            return row;
        }
        case Table::Officer: {
            const auto id = idNamed(name, "officer");
            for (const auto& officer : db::loadOfficers(context.database)) {
                if (officer.id == id) row.sideId = officer.sideId;
            }
            if (!row.sideId) throw UserError("no officer " + name + " in this campaign");
            row.id = row.officerId = id;
            return row;
        }
        case Table::Location: {
            for (const auto& location : campaign.locations) {
                if (location.name == name) row.id = location.id;
            }
            if (!row.id) throw UserError("no victory location '" + name + "' in this campaign");
            return row;
        }
        case Table::Campaign:
            if (!name.empty()) throw UserError("the campaign is one: give no name after it");
            row.words = "the campaign";
            row.id = 1;
            return row;
        case Table::Setting:
            settingValues(name);
            row.words = "setting " + name;
            row.id = db::settingId(context.database, name);
            return row;
        default:
            throw std::logic_error("an override target with no table");
    }
}

bool flagNamed(const std::string& text, const std::string& where) {
    if (text == "true") return true;
    if (text == "false") return false;
    throw UserError(where + " is true or false, not '" + text + "'");
}

Value integerIn(const std::string& text, int minimum, int maximum, const std::string& where) {
    int number = 0;
    const auto end = text.data() + text.size();
    const auto [at, error] = std::from_chars(text.data(), end, number);
    if (error != std::errc() || at != end) {
        throw UserError(where + " is a whole number, not '" + text + "'");
    }
    if (number < minimum || number > maximum) {
        throw UserError(where + " must be from " + std::to_string(minimum) + " to " +
                        std::to_string(maximum) + ", not " + text);
    }
    return std::int64_t{number};
}

// Ranges that depend on the row itself (the schema's own checks, worded for the user).
std::pair<int, int> rangeOf(const OverrideField& field, const TargetRow& row) {
    if (row.unit != nullptr && field.column == "steps_lost") return {0, row.unit->stepsMax};
    if (row.unit != nullptr && field.column == "steps_max") {
        return {std::max(1, row.unit->stepsLost), field.maximum};
    }
    return {field.minimum, field.maximum};
}

Value parsed(const ActionContext& context, const OverrideField& field, const TargetRow& row,
             const std::string& text) {
    const std::string where = row.words + " " + std::string(field.column);
    const bool none = text == "none";
    switch (field.type) {
        case OverrideType::Text:
            if (text.empty()) throw UserError(where + " cannot be empty");
            checkTypedText(text, where);
            return text;
        case OverrideType::OptionalText:
            // The scenario's prose may run over lines; names and commanders may not.
            checkTypedText(text, where,
                           field.column == "release_conditions" || field.column == "arrival_note");
            return text;
        case OverrideType::OptionalInteger:
            if (none) return db::nullValue();
            [[fallthrough]];
        case OverrideType::Integer: {
            const auto [minimum, maximum] = rangeOf(field, row);
            return integerIn(text, minimum, maximum, where);
        }
        case OverrideType::Flag:
            return std::int64_t{flagNamed(text, where) ? 1 : 0};
        case OverrideType::Named:
            if (!field.known(text)) {
                throw UserError(where + " is one of " + field.names() + ", not '" + text + "'");
            }
            if (none && field.column == "train") return db::nullValue();  // no train
            return text;
        case OverrideType::OptionalHex:
            if (none) return db::nullValue();
            return hexNamed(text, where).label();
        case OverrideType::HexList: {
            std::string labels;
            for (std::size_t at = 0; at < text.size();) {
                const auto space = std::min(text.find(' ', at), text.size());
                if (space > at) {
                    labels += (labels.empty() ? "" : " ") +
                              hexNamed(text.substr(at, space - at), where).label();
                }
                at = space + 1;
            }
            return labels;
        }
        case OverrideType::OptionalDate:
            if (none) return db::nullValue();
            [[fallthrough]];
        case OverrideType::Date: {
            const auto date = dateNamed(text, where);
            if (field.column == "game_date" &&
                (date < context.campaign.startDate || date > context.campaign.lastDay())) {
                throw UserError(where + " must be a day of the campaign, from " +
                                context.campaign.startDate.iso() + " to " +
                                context.campaign.lastDay().iso());
            }
            return date.iso();
        }
        case OverrideType::OptionalSideName:
            if (none) return db::nullValue();
            [[fallthrough]];
        case OverrideType::SideName:
            return sideNamed(context.campaign, text).id;
        case OverrideType::Edges: {
            std::string edges;
            for (std::size_t at = 0; at < text.size();) {
                const auto space = std::min(text.find(' ', at), text.size());
                const auto word = text.substr(at, space - at);
                if (!word.empty() && !model::boardEdgeNamed(word)) {
                    throw UserError(where + " lists board edges (" + model::boardEdgeNames() +
                                    "), not '" + word + "'");
                }
                if (!word.empty()) edges += (edges.empty() ? "" : " ") + word;
                at = space + 1;
            }
            return edges;
        }
    }
    throw std::logic_error("a field type with no parser");
}

// A value as the user reads it: side names for sides, true/false for flags, none for NULL.
std::string shown(const ActionContext& context, const OverrideField& field, const Value& value) {
    if (std::holds_alternative<std::monostate>(value)) return "none";
    if (const auto* number = std::get_if<std::int64_t>(&value)) {
        if (field.type == OverrideType::Flag) return *number != 0 ? "true" : "false";
        if (field.type == OverrideType::SideName || field.type == OverrideType::OptionalSideName) {
            return sideOf(context.campaign, *number).name;
        }
    }
    return db::valueText(value);
}

}  // namespace

OverrideResult overrideValue(const std::filesystem::path& file, const OverrideRequest& request) {
    OverrideResult result;
    runCampaignAction(file, "override", "GM override", [&](ActionContext& context) {
        const auto target =
            std::find_if(overrideTargets().begin(), overrideTargets().end(),
                         [&](const OverrideTarget& t) { return t.name == request.target; });
        if (target == overrideTargets().end()) {
            throw UserError(
                "a GM can set a unit, side, formation, depot, officer, location, "
                "campaign or setting, not '" +
                request.target + "'");
        }
        const auto field =
            std::find_if(target->fields.begin(), target->fields.end(),
                         [&](const OverrideField& f) { return f.column == request.field; });
        if (field == target->fields.end()) {
            throw UserError(std::string(target->name) + " has no field '" + request.field +
                            "' a GM may set (fields: " + overrideFieldList(*target) + ")");
        }
        const auto row = rowOf(context, *target, request);
        if (request.reason.find_first_not_of(" \t\n") == std::string::npos) {
            throw UserError("a GM change needs a reason", {"reason TEXT"});
        }
        const Value value = parsed(context, *field, row, request.value);
        if (target->table == Table::Setting) {
            const auto values = settingValues(request.name.value_or(""));
            if (!values.empty() &&
                std::find(values.begin(), values.end(), request.value) == values.end()) {
                std::string words;
                for (std::size_t at = 0; at < values.size(); ++at) {
                    words += (at == 0 ? "" : at + 1 == values.size() ? " or " : ", ") + values[at];
                }
                throw UserError("the setting '" + request.name.value_or("") + "' is " + words +
                                ", not '" + request.value + "'");
            }
        }
        auto tags = LedgerTags::of(model::LedgerKind::Override).because(request.reason);
        if (row.sideId) tags.forSide(*row.sideId);
        if (row.unitId) tags.forUnit(*row.unitId);
        if (row.officerId) tags.forOfficer(*row.officerId);
        result.target = row.words;
        result.field = request.field;
        result.after = shown(context, *field, value);
        if (!row.id) {
            result.before = "none";
            context.journal.insert(Table::Setting,
                                   {{db::Column::Name, Value(request.name.value_or(""))},
                                    {db::Column::Value, value}},
                                   tags);
        } else {
            const Value before =
                db::readValue(context.database, target->table, *row.id, columnOf(*field));
            result.before = shown(context, *field, before);
            if (before == value) {
                throw UserError(row.words + " " + request.field + " is already " + result.after);
            }
            context.journal.set(target->table, *row.id, columnOf(*field), value, tags);
        }
        context.journal.describe("GM set " + row.words + " " + request.field + " from " +
                                 result.before + " to " + result.after + ": " + request.reason);
    });
    return result;
}

std::vector<std::string> overridableFields() {
    std::vector<std::string> lines;
    for (const auto& target : overrideTargets()) {
        lines.push_back(std::string(target.name) + ": " + overrideFieldList(target));
    }
    return lines;
}

}  // namespace tachanka::core
