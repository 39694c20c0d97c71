#pragma once
// Every command that changes the campaign or computes something for the players: the Edit,
// Turn, Officers and Tools menus, the Print submenu, and the Turn page's buttons. Each command
// asks the player what it needs (PlayerDialogs), calls one app/core use case, and then tells
// the window the campaign changed; a refusal is one line through reportError and leaves the
// file as it was. The actions reach the window only through CampaignWindow.

#include <wx/menu.h>

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/printing/print_service.hpp"
#include "app/core/campaign/turn_actions.hpp"
#include "app/gui/actions/player_dialogs.hpp"
#include "app/gui/campaign_window.hpp"

namespace tachanka::gui {

class BattleActions;
class DiceRollerDialog;
class HistoryDialog;
class OddsCalculatorDialog;
class TurnPanel;

// What the player's choice of a command rests on, so a change another program wrote refuses it
// only when it touches that: the whole history (Undo names an action; a battle's console shows
// its state), or only the turn: the day, the phase and the side to play.
enum class ChoiceRestsOn { History, Turn };

class CampaignActions {
public:
    explicit CampaignActions(CampaignWindow& window);
    ~CampaignActions();
    CampaignActions(const CampaignActions&) = delete;
    CampaignActions& operator=(const CampaignActions&) = delete;

    // Appends Edit, Turn, Battle, Officers and Tools to `bar` (between File and Help).
    void appendMenus(wxMenuBar& bar);
    // One item per document of core::printableDocuments(), in the table's order.
    void fillPrintMenu(wxMenu& menu);
    // The Turn page, for the frame's notebook; as the campaign now stands.
    TurnPanel* createTurnPage(wxWindow* parent);
    TurnPanel* turnPage() const;
    // The Battle menu's commands and the Battles page (app/gui/battles).
    BattleActions& battles() { return *battles_; }
    // The campaign changed or another was opened: the Undo item reads it again.
    void refresh();
    // Whether another program (the CLI, another window) wrote to the campaign since the window
    // last read it; if so, every page reads it again. Checked before each command and whenever
    // the window is activated. For a command, whether what it `rests` on changed: one chosen
    // from the turn goes ahead, on the campaign read again, when only other things changed.
    bool changedElsewhere(ChoiceRestsOn rests = ChoiceRestsOn::History);

    // Tests answer the questions instead of modal dialogs.
    void setPlayerDialogs(std::unique_ptr<PlayerDialogs> dialogs);

    // The commands, as the menus and the Turn page's buttons run them.
    void undo();
    void advancePhase();
    // 5.2 b: each open tie of the side to play offered to it (Advance offers them on entering
    // the command phase).
    void chooseMainBodies();
    void recoverSteps(const std::string& selectedUnit = "");
    void buildBattalion();
    void takePrisoners();
    void convertPrisoners();
    void rollRandomEvent();
    void playRandomEvent();
    void recordUnitChange();
    void gmOverride();
    void drawOfficer();
    void officerCasualty();
    void replaceOfficer();
    // The replacement of each of `fallen` in turn (a battle's officers, once it is applied),
    // each one offered on its own; the players may leave any for later.
    void replaceFallen(const std::filesystem::path& file,
                       const std::vector<core::OfficerView>& fallen);
    // The tools are modeless windows, made once and shown again.
    DiceRollerDialog& showDiceRoller();
    // Edit → History: the campaign's moments as they now stand.
    HistoryDialog& showHistory();
    OddsCalculatorDialog& showOddsCalculator();
    // `battle`: the one battle a battle report prints (Battle → Report).
    void print(const core::PrintableDocument& document,
               std::optional<std::int64_t> battle = std::nullopt);

    // What the last command did, in the players' words, for the Turn page.
    const std::vector<std::string>& lastOutcome() const { return lastOutcome_; }
    // The last advance in this window; the Turn page shows what it applied while the campaign
    // still stands where it left it.
    const std::optional<core::TurnAdvance>& lastAdvance() const { return lastAdvance_; }
    std::optional<std::filesystem::path> campaignFile() const { return window_.campaignFile(); }

    // Public for the command groups of other folders (the battles), so every command runs
    // the same way. Runs `command` on the open campaign, reporting what it throws in one
    // line; with none open, that is the one line.
    void onCampaign(const std::function<void(const std::filesystem::path&)>& command,
                    ChoiceRestsOn rests = ChoiceRestsOn::History);
    // A command wrote to the campaign: say what it did and let every page read it again.
    void changed(std::vector<std::string> outcome);
    // A refusal shown where the player looks while he plays (the status bar), for a gesture
    // such as a drag that opened no dialog.
    void refused(const std::string& line);

private:
    void drawWithPreview(const std::filesystem::path& file, core::CampaignDrawRequest request);
    void replaceOneOf(const std::filesystem::path& file,
                      const std::vector<core::OfficerView>& officers);

    CampaignWindow& window_;
    std::unique_ptr<PlayerDialogs> dialogs_;
    std::unique_ptr<BattleActions> battles_;
    wxMenuItem* undoItem_ = nullptr;
    // What the window last read: the action the Undo item names and where the history stood.
    std::optional<core::UndoResult> offeredUndo_;
    std::optional<core::HistoryMark> seen_;
    TurnPanel* turnPanel_ = nullptr;
    DiceRollerDialog* diceRoller_ = nullptr;  // owned by the frame, as its children
    HistoryDialog* history_ = nullptr;
    OddsCalculatorDialog* oddsCalculator_ = nullptr;
    std::vector<std::string> lastOutcome_;
    std::optional<core::TurnAdvance> lastAdvance_;
};

}  // namespace tachanka::gui
