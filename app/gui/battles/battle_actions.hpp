#pragma once
// The Battle menu (issue 14): plan a battle from the units selected in the window (or a
// barrage by a gun among them), see its
// exact odds, resolve it with seeded dice or the players' dice typed one roll at a time,
// preview and apply it, void it, or print its report; or fight it on the table (issue 16)
// from the Battle console. Each command acts on the battle selected on the Battles
// page, runs through CampaignActions like every other command (the campaign re-read first when
// another program changed it, a refusal shown in one line, every page refreshed after), and
// selects the battle it worked on so the next step is one menu item away.

#include <wx/menu.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/core/battles/tactical_battles.hpp"
#include "app/gui/battles/battle_dialogs.hpp"
#include "app/gui/campaign_window.hpp"

namespace tachanka::gui {

class BattleConsolePage;
class BattlesPage;
class CampaignActions;

class BattleActions {
public:
    BattleActions(CampaignWindow& window, CampaignActions& actions);
    ~BattleActions();
    BattleActions(const BattleActions&) = delete;
    BattleActions& operator=(const BattleActions&) = delete;

    void appendMenu(wxMenuBar& bar);
    // The Battles page, for the frame's notebook; the commands act on its selected battle.
    BattlesPage* createPage(wxWindow* parent);
    // The page as the campaign now stands (the frame refreshes a page out of sight lazily).
    BattlesPage* page() const;
    // The Battle console page, for the frame's notebook: the battle fought on the table.
    BattleConsolePage* createConsolePage(wxWindow* parent);
    BattleConsolePage* console() const;
    // Where the units selected in the window come from (the Units page, which the campaign
    // tree selects into).
    void setSelectedUnits(std::function<std::vector<std::string>()> selected) {
        selectedUnits_ = std::move(selected);
    }
    // Tests answer the questions instead of modal dialogs.
    void setDialogs(std::unique_ptr<BattleDialogs> dialogs);
    // The campaign changed or the selection did: the items say what can be done.
    void refresh();

    // The commands, as the menu, the Turn page and the tests run them. `hex`: the attack the
    // Turn page chose.
    void plan(const std::string& hex = "");
    void barrage();
    void odds();
    void resolve();
    void apply();
    void voidSelected();
    void report();
    // Fight on the table: the selected planned battle converted into Red Actions! units (one
    // already fought as it stands), shown on the Battle console.
    void fightOnTable();
    // The console's commands on the battle it shows: one action with its dice (seeded, or
    // asked one die at a time), undo the last one, end it with the preview and apply it.
    void actOnTable(const core::TacticalActionRequest& request, const ResolveChoice& dice);
    void undoOnTable();
    void endOnTable();
    void autoResolveOnTable();

private:
    // The battle the command acts on: the one selected on the Battles page, read again.
    core::BattleView chosen(const std::filesystem::path& file, const char* command) const;
    void select(std::int64_t id);
    // The battle the console shows, refused when it shows none.
    std::int64_t onTable() const;
    void showConsole(std::int64_t id);

    CampaignWindow& window_;
    CampaignActions& actions_;
    std::unique_ptr<BattleDialogs> dialogs_;
    std::function<std::vector<std::string>()> selectedUnits_;
    BattlesPage* page_ = nullptr;
    BattleConsolePage* console_ = nullptr;
    wxMenuItem* fight_ = nullptr;
    wxMenuItem* odds_ = nullptr;
    wxMenuItem* resolve_ = nullptr;
    wxMenuItem* apply_ = nullptr;
    wxMenuItem* void_ = nullptr;
    wxMenuItem* report_ = nullptr;
};

}  // namespace tachanka::gui
