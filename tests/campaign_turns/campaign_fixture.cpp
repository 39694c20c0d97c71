#include "tests/campaign_turns/campaign_fixture.hpp"

#include <algorithm>
#include <stdexcept>

#include "app/core/campaign/campaign_service.hpp"
#include "app/core/campaign/turn_actions.hpp"
#include "db/campaign_file.hpp"

namespace tachanka::testing {

db::Value number(std::int64_t value) { return db::Value(value); }
db::Value text(std::string value) { return db::Value(std::move(value)); }

HistoricalCampaign::HistoricalCampaign() : file_(folder_ / "orel.tachanka") {
    core::createCampaign({file_, "historical", 7, {}});
}

model::Campaign HistoricalCampaign::campaign() const { return core::describeCampaign(file_); }

model::Unit HistoricalCampaign::unit(std::string_view code) const {
    const auto state = campaign();
    const model::Unit* found = state.unit(code);
    if (found == nullptr) throw std::logic_error("no unit " + std::string(code));
    return *found;
}

std::int64_t HistoricalCampaign::sideId(std::string_view name) const {
    const auto state = campaign();
    const model::Side* side = state.side(name);
    if (side == nullptr) throw std::logic_error("no side " + std::string(name));
    return side->id;
}

namespace {

db::Column columnCalled(std::string_view name) {
    const auto column = db::columnNamed(name);
    if (!column) throw std::logic_error("no column " + std::string(name));
    return *column;
}

}  // namespace

void HistoricalCampaign::set(db::Table table, std::int64_t id, db::Column column,
                             const db::Value& value) {
    auto store = db::CampaignFile::open(file_);
    store.act("override", "test setup", [&](db::Journal& journal) {
        journal.set(table, id, column, value,
                    db::LedgerTags::of(tachanka::model::LedgerKind::Override).because("test setup"));
    });
}

void HistoricalCampaign::setUnit(std::string_view code, std::string_view column,
                                 const db::Value& value) {
    set(db::Table::Unit, unit(code).id, columnCalled(column), value);
}

void HistoricalCampaign::setSide(std::string_view name, std::string_view column,
                                 const db::Value& value) {
    set(db::Table::Side, sideId(name), columnCalled(column), value);
}

void HistoricalCampaign::advanceTo(std::string_view date, std::string_view side,
                                   model::Phase phase) {
    for (int guard = 0; guard < 200; ++guard) {
        const auto state = campaign();
        if (state.date.iso() == date && state.activeSide == side && state.phase == phase) return;
        core::advanceTurn(file_);
    }
    throw std::logic_error("never reached " + std::string(date) + " " + std::string(side));
}

std::vector<db::LedgerEntry> HistoricalCampaign::ledger(std::string_view kind) const {
    auto store = db::CampaignFile::open(file_);
    db::LedgerFilter filter;
    filter.kind = std::string(kind);
    return db::ledgerEntries(store.database(), filter);
}

std::vector<db::LedgerEntry> HistoricalCampaign::lastAction(std::string_view kind) const {
    auto store = db::CampaignFile::open(file_);
    const auto all = db::ledgerEntries(store.database(), {});
    std::vector<db::LedgerEntry> rows;
    if (all.empty()) return rows;
    const auto last = all.back().actionId;
    std::copy_if(all.begin(), all.end(), std::back_inserter(rows),
                 [&](const db::LedgerEntry& row) { return row.actionId == last && row.kind == kind; });
    return rows;
}

db::TurnRecord HistoricalCampaign::turnRecord(std::string_view date, std::string_view side) const {
    auto store = db::CampaignFile::open(file_);
    const auto record = db::turnRecord(store.database(), date, sideId(side));
    if (!record) throw std::logic_error("no turn row for " + std::string(date));
    return *record;
}

}  // namespace tachanka::testing
