// The attrition report's data: the ledger's sums by side and formation per day, and the steps
// each side and top formation had at the end of each day.

#include <map>

#include "app/core/printing/campaign_documents.hpp"
#include "app/core/queries/open_campaign.hpp"
#include "app/core/queries/campaign_queries.hpp"
#include "app/core/campaign/campaign_service.hpp"
#include "app/core/common/user_error.hpp"

namespace tachanka::core {
namespace {

reports::AttritionCounts countsOf(const Attrition& values) {
    return {values.stepsLost,     values.stepsRecovered, values.unitsLost, values.prisonersTaken,
            values.prisonersLost, values.rpIn,           values.rpOut};
}

// "15 Oct": a chart's axis has room for little more.
std::string shortDay(const model::GameDate& day) {
    const std::string full = day.longForm();
    const auto space = full.find(' ');
    return full.substr(0, space) + " " + full.substr(space + 1, 3);
}

// Each formation's top formation (one directly under the side), by id.
std::map<std::int64_t, std::int64_t> topFormations(const model::Side& side) {
    std::map<std::int64_t, std::optional<std::int64_t>> parents;
    for (const auto& formation : side.formations) parents[formation.id] = formation.parentId;
    std::map<std::int64_t, std::int64_t> tops;
    for (const auto& formation : side.formations) {
        std::int64_t top = formation.id;
        // Bounded by the formation count, so a damaged file's loop cannot hang the report.
        for (std::size_t guard = 0; guard < parents.size() && parents[top]; ++guard) {
            top = *parents[top];
        }
        tops[formation.id] = top;
    }
    return tops;
}

// The steps at the start of the first day and at the end of each day, back from `now` (the
// end of the last day) through each day's change. A game master's override of a unit's steps
// is no attrition and not counted.
std::vector<std::int64_t> stepsByDay(std::int64_t now, const std::vector<std::int64_t>& change) {
    std::vector<std::int64_t> steps(change.size() + 1, now);
    for (std::size_t i = change.size(); i > 0; --i) steps[i - 1] = steps[i] - change[i - 1];
    return steps;
}

class SideGatherer {
public:
    SideGatherer(const model::Side& side, const std::vector<model::GameDate>& days)
        : side_(side), tops_(topFormations(side)) {
        for (std::size_t i = 0; i < days.size(); ++i) dayIndex_[days[i].iso()] = i;
        for (const auto& formation : side.formations) {
            byName_.emplace(formation.name, formation.id);
            if (!formation.parentId) topChange_[formation.id].assign(days.size(), 0);
        }
        change_.assign(days.size(), 0);
        counts_.resize(days.size());
    }

    void addSideLine(const AttritionLine& line) {
        const auto day = dayIndex_.find(line.date);
        if (line.side != side_.name || day == dayIndex_.end()) return;
        counts_[day->second] += line.values;
        change_[day->second] += line.values.stepsRecovered - line.values.stepsLost;
    }

    void addFormationLine(const AttritionLine& line, std::size_t lastDay) {
        const auto day = dayIndex_.find(line.date);
        const auto formation = byName_.find(line.group);
        if (line.side != side_.name || day == dayIndex_.end() || formation == byName_.end()) {
            return;
        }
        addToTop(formation->second, day->second,
                 line.values.stepsRecovered - line.values.stepsLost);
        if (day->second <= lastDay) formationTotals_[formation->second] += line.values;
    }

    // A recruit battalion raised (4.3.2) adds its steps to the side and its formation.
    void addRaised(const db::LedgerEntry& entry) {
        const auto day = dayIndex_.find(entry.date);
        if (entry.side != side_.name || !entry.unitId || day == dayIndex_.end()) return;
        for (const model::Unit* unit : side_.units()) {
            if (unit->id != *entry.unitId) continue;
            change_[day->second] += unit->stepsMax;
            addToTop(unit->formationId, day->second, unit->stepsMax);
        }
    }

    reports::SideAttrition result(const std::vector<model::GameDate>& days,
                                  std::size_t lastDay) const {
        reports::SideAttrition out;
        out.name = side_.name;
        out.commander = side_.commander;
        Attrition total;
        for (std::size_t i = 0; i <= lastDay; ++i) {
            out.days.push_back({days[i].longForm(), countsOf(counts_[i])});
            total += counts_[i];
        }
        out.total = countsOf(total);
        out.steps = {side_.name, upTo(stepsByDay(side_.stepCount(), change_), lastDay)};
        std::map<std::int64_t, std::int64_t> topSteps;
        for (const auto& formation : side_.formations) {
            for (const auto& unit : formation.units) {
                if (!unit.lost()) topSteps[tops_.at(formation.id)] += unit.stepsRemaining();
            }
        }
        for (const auto& formation : side_.formations) {
            const auto totals = formationTotals_.find(formation.id);
            if (totals != formationTotals_.end() && !(totals->second == Attrition{})) {
                out.formations.push_back({formation.name, countsOf(totals->second)});
            }
            if (formation.parentId) continue;
            out.formationSteps.push_back(
                {formation.name,
                 upTo(stepsByDay(topSteps[formation.id], topChange_.at(formation.id)), lastDay)});
        }
        return out;
    }

private:
    void addToTop(std::int64_t formationId, std::size_t day, std::int64_t steps) {
        const auto top = tops_.find(formationId);
        if (top == tops_.end()) return;
        const auto series = topChange_.find(top->second);
        if (series != topChange_.end()) series->second[day] += steps;
    }

    static std::vector<std::int64_t> upTo(std::vector<std::int64_t> steps, std::size_t lastDay) {
        steps.resize(lastDay + 2);  // the start and each day up to the last
        return steps;
    }

    const model::Side& side_;
    std::map<std::int64_t, std::int64_t> tops_;
    std::map<std::string, std::size_t> dayIndex_;
    std::map<std::string, std::int64_t> byName_;  // attrition groups formations by name
    std::vector<Attrition> counts_;
    std::vector<std::int64_t> change_;
    std::map<std::int64_t, std::vector<std::int64_t>> topChange_;
    std::map<std::int64_t, Attrition> formationTotals_;
};

// The groupings the report and the chart draw.
const std::vector<AttritionGrouping> drawnGroupings{AttritionGrouping::Side,
                                                    AttritionGrouping::Formation};

reports::AttritionData dataFrom(const AttritionSources& sources,
                                const std::optional<std::string>& side,
                                const std::optional<int>& turn) {
    const auto& campaign = sources.campaign;
    const auto last = dayOfTurn(campaign, turn);
    if (last > campaign.date) {
        throw UserError("turn " + std::to_string(*turn) + " (" + last.longForm() +
                        ") has not been played yet: the campaign is at " + campaign.turnLine());
    }
    // Every day to today: the steps are counted back from today's.
    std::vector<model::GameDate> days;
    for (auto day = campaign.startDate; day <= campaign.date; day = day.nextDay()) {
        days.push_back(day);
    }
    const auto lastDay = static_cast<std::size_t>(last.turnNumberFrom(campaign.startDate) - 1);
    const auto& bySide = sources.reports[0];
    const auto& byFormation = sources.reports[1];

    reports::AttritionData data;
    data.campaign = campaign.name;
    data.period = days.front().longForm() + (lastDay > 0 ? " to " + last.longForm() : "") +
                  " (turn " + std::to_string(lastDay + 1) + " of " +
                  std::to_string(campaign.turns) + ")";
    for (std::size_t i = 0; i <= lastDay; ++i) {
        data.days.push_back(days[i].longForm());
        data.dayLabels.push_back(shortDay(days[i]));
    }
    for (const model::Side* each : sidesToPrint(campaign, side)) {
        SideGatherer gatherer(*each, days);
        for (const auto& line : bySide.turns) gatherer.addSideLine(line);
        for (const auto& line : byFormation.turns) gatherer.addFormationLine(line, lastDay);
        for (const auto& entry : sources.raised) gatherer.addRaised(entry);
        data.sides.push_back(gatherer.result(days, lastDay));
    }
    return data;
}

}  // namespace

reports::AttritionData attritionData(const std::filesystem::path& file,
                                     const std::optional<std::string>& side,
                                     const std::optional<int>& turn) {
    return dataFrom(attritionSources(file, drawnGroupings, side), side, turn);
}

reports::AttritionData attritionData(OpenCampaign& campaign,
                                     const std::optional<std::string>& side,
                                     const std::optional<int>& turn) {
    return dataFrom(attritionSources(campaign, drawnGroupings, side), side, turn);
}

}  // namespace tachanka::core
